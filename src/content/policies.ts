import { z } from 'zod';
import { assertUnique, seoSchema, slug } from './schema';
import { dayRange, facts, inr } from './facts';
import { site } from './site';
import { artworkLimits } from '../artwork/limits';

/**
 * A policy section (spec §3): id, title, content, optional items list, note, exclusions, and a
 * contact flag that prints the company's phone, e-mail and address from the site config.
 */
export const policySectionSchema = z.object({
  id: slug,
  title: z.string().min(4).max(60),
  content: z.array(z.string().min(30)).min(1),
  items: z.array(z.string().min(5)).optional(),
  note: z.string().min(20).optional(),
  exclusions: z.array(z.string().min(5)).optional(),
  contact: z.boolean().optional(),
});
export type PolicySection = z.infer<typeof policySectionSchema>;

export const policySchema = z.object({
  slug,
  /** Name in links and breadcrumbs. */
  name: z.string().min(5).max(40),
  seo: seoSchema,
  heading: z.string().min(5).max(60),
  intro: z.string().min(60).max(400),
  sections: z.array(policySectionSchema).min(4).max(12),
  /** This version's date, for a policy changed after the policies' common effective date (facts.ts). */
  revised: z.object({ label: z.string(), iso: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).optional(),
});
export type Policy = z.infer<typeof policySchema>;

const claimHours = facts.claimWithinHours;
const refund = `${dayRange(facts.refundDays)} business days`;
const contactSection = (title: string, text: string): PolicySection => ({ id: 'contact', title, content: [text], contact: true });

/** The four policy pages (spec §2, §9), effective October 2025. */
export const policies: readonly Policy[] = z.array(policySchema).length(4).parse([
  {
    slug: 'terms-and-conditions',
    name: 'Terms and Conditions',
    seo: {
      title: 'Terms and Conditions',
      description: `The terms for ordering custom printed pouches from ${site.name}: quotes, artwork approval, prices and taxes, delivery, cancellations and damage claims.`,
      keywords: ['terms and conditions', 'pouch order terms', 'custom packaging terms', 'printing terms India'],
    },
    heading: 'Terms and Conditions',
    intro: `These terms apply to every enquiry, quote and order placed with ${site.legalName} ("we", "us") for custom printed pouches, labels and flexible packaging. By confirming an order you accept them.`,
    sections: [
      { id: 'orders', title: 'Quotes and Orders', content: ['A quote is valid for 15 days and is based on the quantity, size, material and finish you tell us. An order is confirmed when you approve the final proof in writing and, where agreed, pay the advance.', 'We may decline an order whose content is unlawful, misleading or infringes the rights of others.'] },
      { id: 'artwork', title: 'Artwork and Proof Approval', content: ['You supply the artwork or approve the design we prepare. We send a digital proof of every design; printing starts only after your written approval.', 'Please check spelling, prices, legal declarations, barcodes and colours on the proof. Errors approved on the proof are not grounds for a replacement or refund.'], note: 'Digital proofs on screen can differ slightly in colour from printed film. Ask for a printed sample where exact colour matters.' },
      { id: 'pricing', title: 'Prices, Taxes and Payment', content: ['All prices are in Indian Rupees and are inclusive of taxes unless stated otherwise. Shipping charges may apply and are shown in your quote.', `Delivery is free on orders above ${inr(facts.freeDeliveryAboveInr)}. Payment terms are stated on the quote; production begins once the agreed payment is received.`] },
      { id: 'delivery', title: 'Production and Delivery', content: [`Most custom orders are delivered within ${dayRange(facts.standardDeliveryDays)} business days after proof approval; express orders within ${dayRange(facts.expressDeliveryDays)} business days. Dates are estimates and can move with courier delays, holidays or events beyond our control.`, 'Printed quantities may vary by up to 5% over or under the ordered quantity, which is normal in pouch manufacturing and billed at actual.'] },
      { id: 'cancellation', title: 'Cancellation', content: ['You may cancel an order free of charge until it is printed. Orders cannot be cancelled once printed or dispatched, because the pouches carry your design and cannot be sold to anyone else.'] },
      { id: 'claims', title: 'Damage, Defects and Returns', content: [`Any damage or defect must be reported within ${claimHours} hours of delivery with photo or video proof. Approved claims are settled by replacement or refund within ${refund}, to the original payment method.`, 'Custom-printed items are non-returnable except for approved claims. Our Return Policy and Refund & Cancellation Policy give the details.'] },
      { id: 'intellectual-property', title: 'Your Designs and Our Rights', content: ['You confirm that you own or may use every logo, image and text you send us, and you remain their owner. We may show photographs of printed pouches in our portfolio unless you ask us not to.'] },
      { id: 'liability', title: 'Limitation of Liability', content: ['Our liability for any order is limited to the value of that order. We are not liable for indirect losses such as lost sales, nor for unsuitability of a pouch for a use we were not told about. Please test a sample with your product before a large order.'] },
      { id: 'law', title: 'Governing Law', content: ['These terms are governed by the laws of India. Any dispute falls under the courts of Madurai, Tamil Nadu.'] },
      contactSection('Contact Us', 'Questions about these terms? Reach us on any of the channels below.'),
    ],
  },
  {
    slug: 'return-policy',
    name: 'Return Policy',
    seo: {
      title: 'Return Policy',
      description: `Custom-printed pouches are non-returnable, but damaged or defective goods reported within ${claimHours} hours with photo or video proof are replaced. How to claim.`,
      keywords: ['return policy', 'damaged pouches', 'packaging replacement', 'defective order claim'],
    },
    heading: 'Return Policy',
    intro: 'Every order is printed with your own design, so we cannot take back pouches that are as ordered. If something arrives damaged or defective, we make it right. This page explains how.',
    sections: [
      { id: 'non-returnable', title: 'Custom-Printed Items Are Non-Returnable', content: ['Pouches, labels and packaging printed to your design cannot be resold, so they are non-returnable and non-exchangeable once delivered as approved.'] },
      { id: 'eligible', title: 'What Qualifies for a Return', content: ['We accept a return for replacement when the goods we delivered differ from the approved proof or order:'], items: ['Printing defects such as smudges, missing colours or misregistration beyond normal tolerance', 'Manufacturing defects such as weak seals, faulty zippers or delamination', 'Damage in transit, visible on delivery', 'Wrong product, size or quantity shortfall beyond the 5% industry tolerance'] },
      { id: 'how-to-claim', title: 'How to Raise a Claim', content: [`Report the problem within ${claimHours} hours of delivery. Claims raised later cannot be accepted, because we can no longer tell what happened after delivery.`], items: ['Your order number and delivery date', 'Photos or a video showing the defect or damage, and the outer carton', 'The number of pouches affected'], note: 'Please keep the goods and the packaging until we have reviewed your claim.' },
      { id: 'replacement', title: 'Replacement Process', content: [`We review claims within two business days. Once approved, we reprint or replace the affected quantity and process it within ${refund}. Where we ask for the goods back, the product to be replaced must be returned within ${facts.replacementReturnDays} days of approval, at our cost.`] },
      { id: 'exclusions', title: 'What Is Not Covered', content: ['The following are not defects and do not qualify for a return:'], exclusions: ['Errors in spelling, content or colour that were present on the approved proof', 'Slight colour differences between screen, proof and printed film', 'Damage from storage, filling or sealing after delivery', 'Unsuitability of a pouch for a product or process you did not tell us about', 'Claims raised after ' + claimHours + ' hours of delivery'] },
      contactSection('Raise a Claim', 'Write or call us with your order number; our support team answers within one business day.'),
    ],
  },
  {
    slug: 'refund-and-cancellation',
    name: 'Refund & Cancellation Policy',
    seo: {
      title: 'Refund and Cancellation Policy',
      description: `When orders can be cancelled, which refunds apply and how they are paid: within ${refund} to the original payment method. No cancellation once printed.`,
      keywords: ['refund policy', 'cancellation policy', 'order cancellation', 'refund timeline'],
    },
    heading: 'Refund & Cancellation Policy',
    intro: 'We want you to order with confidence. This policy explains when an order can be cancelled, when a refund is due, and how quickly you receive it.',
    sections: [
      { id: 'cancel-before-print', title: 'Cancelling Before Printing', content: ['You can cancel an order at no charge until printing begins. Write to us with your order number; if you have paid an advance, it is refunded in full, less any design work already delivered to you.'] },
      { id: 'no-cancel', title: 'When an Order Cannot Be Cancelled', content: ['Orders cannot be cancelled once printed or dispatched. At that point the material and press time are used for your design and the pouches cannot be sold to anyone else.'] },
      { id: 'refund-eligibility', title: 'When You Receive a Refund', content: [`A refund is due when an order is cancelled before printing, or when a damage or defect claim reported within ${claimHours} hours of delivery with photo or video proof is approved and a replacement is not possible or not wanted.`] },
      { id: 'refund-timeline', title: 'How and When Refunds Are Paid', content: [`Refunds and replacements are processed within ${refund} after approval. Refunds are paid to the original payment method only; we cannot pay them to another account or person.`], note: 'Your bank may take a few more days to show the amount after we have processed it.' },
      { id: 'non-refundable', title: 'Non-Refundable Items', content: ['The following cannot be refunded:'], exclusions: ['Custom-printed items delivered as per the approved proof', 'Shipping charges on orders delivered as agreed', 'Design and artwork services already delivered', 'Express delivery surcharges once the order has been dispatched'] },
      { id: 'taxes', title: 'Taxes and Shipping', content: ['Prices are inclusive of taxes unless stated otherwise, and refunds include the tax paid on the refunded amount. Shipping may apply to your order and is refunded only when the whole order is refunded because of our error.'] },
      contactSection('Contact for Refunds', 'For a cancellation or refund, contact us with your order number.'),
    ],
  },
  {
    slug: 'privacy-policy',
    name: 'Privacy Policy',
    seo: {
      title: 'Privacy Policy',
      description: `How ${site.name} collects, uses and protects the details you send with an enquiry, what stays in your own browser, and how to reach us about your data.`,
      keywords: ['privacy policy', 'data protection', 'enquiry data', 'personal information'],
    },
    heading: 'Privacy Policy',
    // Quote lines and artwork files joined what an enquiry carries.
    revised: { label: 'November 2026', iso: '2026-11-28' },
    intro: `${site.legalName} respects your privacy. This policy explains what information we collect through this website, why, and the choices you have. We collect only what we need to answer you.`,
    sections: [
      { id: 'information', title: 'Information We Collect', content: ['When you send an enquiry we receive the details you type into the form:'], items: ['Your name', 'Your e-mail address', 'Your phone number', 'Your message, including any product, size or quantity you mention', 'The lines of your quote request, and any artwork files you attach (with their names, sizes and a fingerprint that shows they arrived unchanged)'], note: 'We do not ask for payment details on this website. Nothing can be bought here.' },
      { id: 'use', title: 'How We Use It', content: [`We use your details only to answer your enquiry, prepare quotes, process your orders and contact you about them. We reply within ${facts.replyWithinHours} hours. We do not send marketing messages unless you ask for them.`] },
      { id: 'browser-storage', title: 'Your Wishlist and Cookies', content: ['Your wishlist is kept in your own browser (local storage) and never sent to us unless you include it in an enquiry. This website sets no tracking or advertising cookies and loads nothing from other websites, so no third party learns about your visit. It sets one cookie of its own, only when you send an enquiry without JavaScript: it lets the page you land on show your browser, and no other, what arrived with that enquiry, and it expires after an hour.'] },
      { id: 'sharing', title: 'Sharing Your Information', content: ['We do not sell or rent your information. We share it only with the services that deliver our e-mail and with courier partners who need your address to deliver an order, or when the law requires it.'] },
      { id: 'retention', title: 'How Long We Keep It', content: [`Your name, e-mail address, phone number, message and the lines of your quote request are erased from our website's records ${facts.keepEnquiryDays} days after your enquiry reached us, and ${facts.keepHeldEnquiryDays} days after arrival for an enquiry our spam checks held back. Your artwork files are deleted with them, at the same time. We keep only its reference number, dates and status. Order records are kept for as long as Indian tax law requires. You can ask us to delete your enquiry sooner.`, `Artwork files you upload but do not send with an enquiry are deleted within ${artworkLimits.orphanAfterMs / 3_600_000} hours. The links to your files that reach our team are signed and stop working ${artworkLimits.linkDays} days after your enquiry; your files are never listed or shown to anyone else.`] },
      { id: 'security', title: 'Security', content: ['The website is served only over encrypted connections, and enquiries are stored in access-controlled systems. No system is perfectly secure, but we take reasonable care to protect your information.'] },
      { id: 'rights', title: 'Your Choices and Rights', content: ['You may ask what information we hold about you, ask us to correct or delete it, or withdraw consent to being contacted. Write to us from the e-mail address you used and we will act within 30 days.'] },
      { id: 'changes', title: 'Changes to This Policy', content: ['We may update this policy when our services change. The effective date at the top of this page always shows the current version.'] },
      contactSection('Contact Us About Privacy', 'For any question about your data, contact us:'),
    ],
  },
]);

export const policyPath = (p: Pick<Policy, 'slug'>): string => `/${p.slug}`;

for (const p of policies) assertUnique(p.sections, (s) => s.id, `section id in ${p.slug}`);
assertUnique(policies, (p) => p.slug, 'policy slug');
