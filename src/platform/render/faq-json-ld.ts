/**
 * FAQPage structured data: every question with its answer, exactly as the page shows them, so
 * a page passes the very list its accordion renders.
 */
export function faqJsonLd(items: ReadonlyArray<{ question: string; answer: string }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}
