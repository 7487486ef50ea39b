import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { island } from '../lib/island';
import {
  fit,
  formatVolume,
  formatWeight,
  readFinder,
  reasoning,
  type FinderKind,
  type FinderLimits,
  type FinderSize,
  type FinderValues,
  type Fit,
} from '../../src/catalogue/size-finder';
import { enquiryHref } from '../../src/catalogue/enquiry-link';
import type { QuoteTarget } from '../lib/add-to-quote';
import type { SizeOffer } from '../../src/catalogue/size-finder-data';

export interface SizeFinderProps {
  kinds: FinderKind[];
  /** The sizes to choose from, and for each the products sold in it. */
  sizes: FinderSize[];
  offers: Record<string, SizeOffer[]>;
  limits: FinderLimits;
  fillLimit: number;
  /** What the address asked (`?fill=&grams=&density=`), answered by the server the same way. */
  values: FinderValues;
  /** Whether the form was sent: an empty weight is then a fault, not a question not yet asked. */
  submitted: boolean;
  /** The full finder's address, which the form asks without JavaScript. */
  action: string;
  bulkHref: string;
  /** On a product's page: the finder answers from that product's sizes only. */
  product?: { slug: string; name: string };
  /** Prefix of the fields' ids, unique on the page. */
  id: string;
}

/** "Add to quote" for a size of the answer: given on /size-finder, left out of a product's compact finder. */
export type AddLine = ComponentType<{ target: QuoteTarget; note?: string; hiddenLabel?: string }>;

const FIELDS = ['fill', 'grams', 'density'] as const;

/** "/size-finder?fill=coffee-beans&grams=750": the answer's shareable address. */
function answerHref(action: string, values: FinderValues, other: string): string {
  const q = new URLSearchParams({ fill: values.fill, grams: values.grams.trim() });
  if (values.fill === other) q.set('density', values.density.trim());
  return `${action}?${q}`;
}

/** The chosen size seen from the front, to scale, with the product's level drawn in. */
function PouchFill({ size, share, id }: { size: FinderSize; share: number; id: string }) {
  const { width: w, length: l } = size;
  const zipper = 30;
  const level = l - share * (l - zipper);
  return (
    <svg className="finder-pouch" viewBox={`-6 -6 ${w + 12} ${l + 12}`} width="150" height="210" preserveAspectRatio="xMidYMax meet" role="img" aria-labelledby={`${id}-pouch`}>
      <title id={`${id}-pouch`}>{`The ${size.label} pouch, ${w} by ${l} mm, filled to about ${Math.round(share * 100)} % of the room below its zipper`}</title>
      <defs>
        <clipPath id={`${id}-clip`}><rect x="0" y="0" width={w} height={l} rx="8" /></clipPath>
      </defs>
      <rect className="finder-pouch-body" x="0" y="0" width={w} height={l} rx="8" />
      <rect className="finder-pouch-fill" x="0" y={level} width={w} height={l - level} clipPath={`url(#${id}-clip)`} />
      <rect className="finder-pouch-seal" x="0" y="0" width={w} height="10" />
      <line className="finder-pouch-zipper" x1="4" x2={w - 4} y1={zipper} y2={zipper} />
      <line className="finder-pouch-level" x1="0" x2={w} y1={level} y2={level} />
    </svg>
  );
}

function Answer({ result, grams, noun, props, values, AddLine }: { result: Fit; grams: number; noun: string; props: SizeFinderProps; values: FinderValues; AddLine?: AddLine }) {
  const why = reasoning(result, grams, noun, props.fillLimit);
  const packs = `${formatWeight(grams)} of ${noun}`;
  if (result.kind === 'too-big') {
    return (
      <div className="finder-result" data-finder-state="too-big">
        <h3 className="finder-size">{props.product ? `More than the ${props.product.name} holds` : 'More than our largest pouch holds'}</h3>
        <p>{why}</p>
        <p>
          {props.product ? <><a href={answerHref(props.action, values, props.limits.other)}>See every pouch for {packs}</a>, or ask </> : 'Ask '}
          us for a larger pack: <a href={props.bulkHref}>bulk and custom orders</a>.
        </p>
      </div>
    );
  }
  const { size, next } = result;
  const offers = (props.offers[size.slug] ?? []).filter((o) => !props.product || o.product === props.product.slug);
  const target = (o: SizeOffer): QuoteTarget => ({ product: o.product, size: size.slug, name: o.name, weight: size.label, link: o.link, tiers: o.tiers });
  return (
    <div className="finder-result" data-finder-state="fits" data-finder-size={size.slug}>
      <div className="finder-result-head">
        <PouchFill size={size} share={result.share} id={props.id} />
        <div>
          <p className="finder-eyebrow">Your size</p>
          <h3 className="finder-size">{size.label} pouch</h3>
          <p className="finder-dims">{`${size.width} x ${size.length} + ${size.gusset} mm`}</p>
          <p className="finder-dims">{`About ${Math.round(result.share * 100)} % full`}</p>
        </div>
      </div>
      <p className="finder-why">{why}</p>
      {next && (
        <p className="finder-next">
          Roomier: the <strong>{next.label}</strong> pouch ({formatVolume(next.usableMl)}), if you want space to spare or a taller front for your design.
        </p>
      )}
      {props.product ? (
        offers.map((o) => (
          <div key={o.link} className="finder-actions">
            <a className="btn btn-ghost" href={o.link}>See the {size.label} {props.product!.name.replace(/ Pouch$/, '')}</a>{' '}
            <a className="btn btn-accent" href={enquiryHref({ product: o.product, size: size.slug, packs })}>Request a quote for this size</a>
            {AddLine && <AddLine target={target(o)} note={`to pack ${packs}`} />}
          </div>
        ))
      ) : (
        <>
          <h4 className="finder-offers-title">{`Pouches in ${size.label}`}</h4>
          <ul className="finder-offers">
            {offers.map((o) => (
              <li key={o.link}>
                <a className="finder-offer-name" href={o.link}>{o.name}, {size.label}</a>
                <span className="finder-offer-price">{o.price}</span>
                <a className="finder-offer-quote" href={enquiryHref({ product: o.product, size: size.slug, packs })}>
                  Request a quote for this size<span className="visually-hidden">{`: ${o.name}, ${size.label}`}</span>
                </a>
                {AddLine && <AddLine target={target(o)} note={`to pack ${packs}`} hiddenLabel={`: ${o.name}, ${size.label}`} />}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The size finder: what you pack and how much, answered with the pouch size that holds it. The
 * server renders this component with the address's question answered, so it works as a plain
 * GET form; in the browser the same pure `fit` follows every change, and on /size-finder the
 * address follows the answer (replaceState), so it stays shareable.
 */
export function SizeFinderView({ AddLine, ...props }: SizeFinderProps & { AddLine?: AddLine }) {
  const { kinds, limits, id } = props;
  const [values, setValues] = useState<FinderValues>(props.values);
  const [submitted, setSubmitted] = useState(props.submitted);
  const [blurred, setBlurred] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // What was typed or chosen before the island started counts too.
  useEffect(() => {
    const el = form.current!.elements;
    const read = (name: string) => (el.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
    const typed = { fill: read('fill'), grams: read('grams'), density: read('density') };
    if (FIELDS.some((f) => typed[f] !== props.values[f])) setValues(typed);
  }, [props.values]);
  const read = readFinder(values, kinds, limits, submitted);
  // Faults show once the visitor has left the weight or sent the form, not at every keystroke.
  const showFaults = submitted || blurred;
  const result = read.state === 'ok' ? fit(read.input, props.sizes, props.fillLimit) : null;
  // Keep the address on the answer, so the page can be shared or reloaded as it is.
  useEffect(() => {
    if (props.product || read.state !== 'ok') return;
    const href = answerHref(props.action, values, limits.other);
    if (href !== `${location.pathname}${location.search}`) history.replaceState(history.state, '', href);
  }, [read.state, values, props.product, props.action, limits.other]);

  const change = (name: keyof FinderValues) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (read.state === 'invalid') {
      const first = FIELDS.find((f) => read.errors[f]);
      if (first) (form.current!.elements.namedItem(first) as HTMLElement | null)?.focus();
    }
  };
  const errors = read.state === 'invalid' && showFaults ? read.errors : {};
  const described = (f: keyof FinderValues, hint?: string) => [hint, errors[f] ? `${id}-${f}-error` : ''].filter(Boolean).join(' ') || undefined;
  const error = (f: keyof FinderValues) =>
    errors[f] ? <p className="field-error" id={`${id}-${f}-error`}>{errors[f]}</p> : null;

  return (
    <form ref={form} className={`finder${props.product ? ' finder-compact' : ''}`} method="get" action={`${props.action}#${id}-answer`} noValidate onSubmit={submit}>
      {props.product && <input type="hidden" name="product" value={props.product.slug} />}
      <div className="finder-fields">
        <div className="field">
          <label htmlFor={`${id}-fill`}>What you pack</label>
          <select id={`${id}-fill`} name="fill" value={values.fill} onChange={change('fill')} aria-invalid={errors.fill ? true : undefined} aria-describedby={described('fill')}>
            <option value="">Choose what you pack…</option>
            {kinds.map((k) => <option key={k.slug} value={k.slug}>{k.label}</option>)}
            <option value={limits.other}>Something else (give its density)</option>
          </select>
          {error('fill')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-grams`}>Weight in one pouch</label>
          <input
            id={`${id}-grams`}
            name="grams"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            placeholder="e.g. 750 g or 1.5 kg"
            value={values.grams}
            onChange={change('grams')}
            onBlur={() => setBlurred(true)}
            aria-invalid={errors.grams ? true : undefined}
            aria-describedby={described('grams', `${id}-grams-hint`)}
          />
          <p className="field-hint" id={`${id}-grams-hint`}>{`Grams, or kilos with kg: ${formatWeight(limits.weight.min)} to ${formatWeight(limits.weight.max)}`}</p>
          {error('grams')}
        </div>
        {/* Shown by CSS only while "Something else" is chosen, with or without JavaScript. */}
        <div className="field finder-density">
          <label htmlFor={`${id}-density`}>Bulk density, for something else</label>
          <input
            id={`${id}-density`}
            name="density"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            placeholder="g/ml, e.g. 0.6"
            value={values.density}
            onChange={change('density')}
            aria-invalid={errors.density ? true : undefined}
            aria-describedby={described('density', `${id}-density-hint`)}
          />
          <p className="field-hint" id={`${id}-density-hint`}>Grams per millilitre: weigh what fills a 1 litre jug and divide by 1,000.</p>
          {error('density')}
        </div>
        <button type="submit" className="btn btn-primary finder-submit">Find my size</button>
      </div>
      <div className="finder-answer" id={`${id}-answer`} role="status" tabIndex={-1}>
        {read.state === 'empty' ? (
          <p className="finder-prompt" data-finder-state="empty">Choose what you pack and type the weight in one pouch: the size that holds it appears here.</p>
        ) : read.state === 'invalid' ? (
          <p className="finder-prompt" data-finder-state="invalid">{showFaults ? 'Nothing to answer yet: please correct the field marked above.' : 'Keep typing: the answer appears as soon as the product and the weight are complete.'}</p>
        ) : (
          <Answer result={result!} grams={read.input.grams} noun={read.noun} props={props} values={values} AddLine={AddLine} />
        )}
      </div>
    </form>
  );
}

/**
 * The compact size finder of a product's overview page. Its answer links to the size's page,
 * whose estimator adds the size to the quote; so it leaves "Add to quote" out, and the product
 * page loads less. /size-finder's island (size-finder-page.tsx) adds it.
 */
export default island('size-finder', function SizeFinder(props: SizeFinderProps) {
  return <SizeFinderView {...props} />;
});
