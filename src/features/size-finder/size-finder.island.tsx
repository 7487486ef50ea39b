import { useEffect, useRef, useState, type FormEvent } from 'react';
import { island } from '@platform/islands/define-island';
import { Slot } from '@platform/islands/slot';
import {
  answerLine,
  askLine,
  fit,
  formatVolume,
  formatWeight,
  formatPercent,
  nameWhy,
  readFinder,
  reasoning,
  sizeName,
  type FinderSize,
  type FinderValues,
  type Fit,
} from './model';
import type { SizeOffer } from './tables';
import { PouchCard } from './finder-card';
import type { AddLine, MadeFit, MadeFor, PouchDrawing, SizeFinderProps } from './finder-types';
import { localePath, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { useLocale } from '@platform/i18n/locale';

/** The products sold in a size, each whole: its name, picture and material come once per product. */
export const offersIn = ({ products, offers }: Pick<SizeFinderProps, 'products' | 'offers'>, size: string): SizeOffer[] =>
  (offers[size] ?? []).map((o) => ({ ...products[o.product]!, ...o, link: `/products/${o.product}/${size}` }));

const FIELDS = ['fill', 'variety', 'grams', 'density'] as const;

/** "/size-finder?fill=coffee-beans&grams=750": the answer's shareable address (English; the caller adds the language). */
function answerHref(action: string, values: FinderValues, other: string): string {
  const q = new URLSearchParams({ fill: values.fill });
  if (values.variety) q.set('variety', values.variety);
  q.set('grams', values.grams.trim());
  if (values.fill === other) q.set('density', values.density.trim());
  if (values.pouch) q.set('pouch', values.pouch);
  return `${action}?${q}`;
}

/** The style chosen where a size offers it; else the size's first, in catalogue order. */
const chosenIn = (offers: SizeOffer[], pouch: string): SizeOffer | undefined => offers.find((o) => o.product === pouch) ?? offers[0];

/**
 * Which pouch style the answer's cards show: one card per size, whatever the number of styles
 * sold in it. A list, so it works by keyboard as any select does; without JavaScript its button
 * asks the page again with the style chosen.
 */
function StyleChoice({
  offers,
  pouch,
  id,
  onChange,
}: {
  offers: SizeOffer[];
  pouch: string;
  id: string;
  onChange: (e: { currentTarget: { value: string } }) => void;
}) {
  const locale = useLocale();
  const o = { locale };
  return (
    <div className="field finder-style">
      <label htmlFor={`${id}-pouch`}>{m.finder_choose_pouch({}, o)}</label>
      <select id={`${id}-pouch`} name="pouch" value={pouch} onChange={onChange}>
        {offers.map((offer) => (
          <option key={offer.product} value={offer.product}>
            {offer.name}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-ghost finder-style-show">
        {m.finder_show_pouch({}, o)}
      </button>
    </div>
  );
}

function Answer({
  result,
  grams,
  noun,
  props,
  values,
  made,
  Made,
  AddLine,
  Pouch,
  land,
  locale,
  onStyle,
}: {
  result: Fit;
  grams: number;
  noun: string;
  props: SizeFinderProps;
  values: FinderValues;
  made: MadeFit | null;
  Made?: MadeFor;
  AddLine?: AddLine;
  Pouch?: PouchDrawing;
  land: string;
  locale: Locale;
  onStyle: (e: { currentTarget: { value: string } }) => void;
}) {
  const o = { locale };
  const why = reasoning(result, grams, noun, props.fillLimit, locale);
  const weight = formatWeight(grams, locale);
  const packs = m.finder_packs({ weight, noun }, o);
  const mine = (s: FinderSize) => offersIn(props, s.slug).filter((x) => !props.product || x.product === props.product.slug);
  const stock = result.kind === 'fits' ? result.size : result.largest;
  const styles = mine(stock);
  const chosen = chosenIn(styles, values.pouch ?? '');
  const choice = styles.length > 1 && <StyleChoice offers={styles} pouch={chosen!.product} id={props.id} onChange={onStyle} />;
  // The size made for the product leads where there is one: the stock size is then the other choice.
  const madeSection = made && chosen && Made && (
    <Made.Card
      made={made}
      stock={stock}
      offer={chosen}
      grams={grams}
      weight={weight}
      noun={noun}
      packs={packs}
      choice={choice}
      id={props.id}
      AddLine={AddLine}
      Pouch={Pouch}
    />
  );
  if (result.kind === 'too-big') {
    return (
      <div className="finder-result" data-finder-state="too-big" id={land}>
        {madeSection}
        <h3 className="finder-size">{props.product ? m.finder_too_big_product({ name: props.product.name }, o) : m.finder_too_big({}, o)}</h3>
        <p className="finder-why">{why}</p>
        <p>
          {props.product ? (
            <>
              <a href={localePath(locale, answerHref(props.action, values, props.limits.other))}>{m.finder_too_big_see({ packs }, o)}</a>
              {m.finder_too_big_or_ask({}, o)}
            </>
          ) : (
            m.finder_too_big_ask({}, o)
          )}
          <a href={localePath(locale, props.bulkHref)}>{m.finder_bulk_link({}, o)}</a>
          {m.finder_full_stop({}, o)}
        </p>
      </div>
    );
  }
  const { size, next, snug } = result;
  const roomier = next ? chosenIn(mine(next), chosen?.product ?? '') : undefined;
  const rice = props.kinds.find((k) => k.slug === props.reference);
  // A size named for more than is packed, because a smaller one has too little room: why, in one line.
  const named = rice ? nameWhy(result, grams, noun, rice.density, props.sizes, locale, props.fillLimit) : null;
  return (
    <div
      className={`finder-result${snug ? ' is-snug' : ''}`}
      data-finder-state="fits"
      data-finder-size={size.slug}
      data-finder-snug={snug ? '' : undefined}
      id={land}
    >
      {madeSection}
      <section className="finder-size-card" aria-labelledby={`${props.id}-stock`}>
        <div className="finder-result-head">
          {Pouch && !made && <Pouch size={size} share={result.share} id={props.id} />}
          <div>
            <p className="finder-eyebrow">{made ? m.finder_stock_eyebrow({}, o) : snug ? m.finder_eyebrow_snug({}, o) : m.finder_eyebrow({}, o)}</p>
            <h3 className="finder-size" id={`${props.id}-stock`}>
              {m.finder_size_pouch({ size: sizeName(size, locale) }, o)}
            </h3>
            <p className="finder-dims">{`${size.width} x ${size.length} + ${size.gusset} mm`}</p>
            <p className="finder-gusset">{m.finder_gusset({ gusset: size.gusset, half: size.gusset / 2 }, o)}</p>
            <p className="finder-dims">{m.finder_full({ share: formatPercent(result.share, locale) }, o)}</p>
          </div>
        </div>
        {named && <p className="finder-name-why">{named}</p>}
        {!made && choice}
        {chosen && <PouchCard size={size} offer={chosen} packs={packs} AddLine={AddLine} />}
        <p className="finder-why">{why}</p>
        {!snug && next && (
          <p className="finder-next">
            {m.finder_roomier_before({}, o)}
            <strong>{sizeName(next, locale)}</strong>
            {m.finder_roomier_after({ volume: formatVolume(next.usableMl, locale) }, o)}
          </p>
        )}
      </section>
      {snug && next && roomier && (
        <section className="finder-size-card" aria-labelledby={`${props.id}-roomier`}>
          <h4 className="finder-offers-title" id={`${props.id}-roomier`}>
            {m.finder_room_to_spare({ size: sizeName(next, locale), share: formatPercent(result.volumeMl / next.usableMl, locale) }, o)}
          </h4>
          <PouchCard size={next} offer={roomier} packs={packs} AddLine={AddLine} />
        </section>
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
export function SizeFinderView({ AddLine, Made, Pouch, ...props }: SizeFinderProps & { AddLine?: AddLine; Made?: MadeFor; Pouch?: PouchDrawing }) {
  const { kinds, groups, limits, id, slots } = props;
  const locale = useLocale();
  const o = { locale };
  const [values, setValues] = useState<FinderValues>(props.values);
  const [submitted, setSubmitted] = useState(props.submitted);
  const [blurred, setBlurred] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // What was typed or chosen before the island started counts too.
  useEffect(() => {
    const el = form.current!.elements;
    const read = (name: string) => (el.namedItem(name) as HTMLInputElement | HTMLSelectElement | RadioNodeList | null)?.value ?? '';
    const typed = {
      fill: read('fill'),
      variety: read('variety'),
      grams: read('grams'),
      density: read('density'),
      pouch: read('pouch') || props.values.pouch || '',
    };
    if ([...FIELDS, 'pouch' as const].some((f) => typed[f] !== (props.values[f] ?? ''))) setValues(typed);
  }, [props.values]);
  const read = readFinder(values, kinds, limits, submitted, groups, locale);
  const group = groups.find((g) => g.slug === values.fill);
  // Faults show once the visitor has left the weight or sent the form, not at every keystroke.
  const showFaults = submitted || blurred;
  const result = read.state === 'ok' ? fit(read.input, props.sizes, props.fillLimit) : null;
  const made = result && read.state === 'ok' && Made ? Made.find(result, read.input.grams, props, values, locale) : null;
  // Keep the address on the answer, so the page can be shared or reloaded as it is.
  useEffect(() => {
    if (props.product || read.state !== 'ok') return;
    const href = localePath(locale, answerHref(props.action, values, limits.other));
    if (href !== `${location.pathname}${location.search}`) history.replaceState(history.state, '', href);
  }, [read.state, values, props.product, props.action, limits.other, locale]);

  const change = (name: keyof FinderValues) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    // Another choice in the list asks its own question: a form chosen for the last one goes.
    setValues((v) => ({ ...v, [name]: value, ...(name === 'fill' ? { variety: '' } : {}) }));
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
    errors[f] ? (
      <p className="field-error" id={`${id}-${f}-error`}>
        {errors[f]}
      </p>
    ) : null;
  // Where the plain form post lands (its address's #fragment): the first field at fault, or the answer.
  const land = `${id}-result`;
  const firstFault = FIELDS.find((f) => errors[f]);
  const landing = (f: keyof FinderValues) => (f === firstFault ? land : undefined);

  return (
    <form
      ref={form}
      className={`finder${props.product ? ' finder-compact' : ''}`}
      method="get"
      action={`${localePath(locale, props.action)}#${land}`}
      noValidate
      onSubmit={submit}
    >
      {props.product && <input type="hidden" name="product" value={props.product.slug} />}
      <div className="finder-fields">
        <div className="field" id={landing('fill')}>
          <label htmlFor={`${id}-fill`}>
            <Slot name="labelFill" content={slots.labelFill} />
          </label>
          <select
            id={`${id}-fill`}
            name="fill"
            value={values.fill}
            onChange={change('fill')}
            aria-invalid={errors.fill ? true : undefined}
            aria-describedby={described('fill')}
          >
            <option value="">{m.finder_choose_fill({}, o)}</option>
            {props.choices.map((k) => (
              <option key={k.slug} value={k.slug}>
                {k.label}
              </option>
            ))}
            <option value={limits.other}>{m.finder_other({}, o)}</option>
          </select>
          {error('fill')}
        </div>
        {group && (
          <fieldset
            className="field finder-variety"
            id={read.state === 'ask' ? land : landing('variety')}
            aria-describedby={described('variety', `${id}-variety-hint`)}
          >
            <legend>{group.question}</legend>
            <p className="field-hint" id={`${id}-variety-hint`}>
              {m.finder_variety_hint({}, o)}
            </p>
            {group.kinds.map((slug) => {
              const k = kinds.find((x) => x.slug === slug)!;
              return (
                <label key={slug} className="finder-variety-choice">
                  <input type="radio" name="variety" value={slug} checked={values.variety === slug} onChange={change('variety')} />
                  <span>
                    {k.label} <span className="muted">{m.finder_variety_density({ density: k.density }, o)}</span>
                  </span>
                </label>
              );
            })}
            {error('variety')}
          </fieldset>
        )}
        <div className="field" id={landing('grams')}>
          <label htmlFor={`${id}-grams`}>
            <Slot name="labelGrams" content={slots.labelGrams} />
          </label>
          <input
            id={`${id}-grams`}
            name="grams"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            placeholder={m.finder_placeholder_grams({}, o)}
            value={values.grams}
            onChange={change('grams')}
            onBlur={() => setBlurred(true)}
            aria-invalid={errors.grams ? true : undefined}
            aria-describedby={described('grams', `${id}-grams-hint`)}
          />
          <p className="field-hint" id={`${id}-grams-hint`}>
            <Slot name="hintGrams" content={slots.hintGrams} />
          </p>
          {error('grams')}
        </div>
        {/* Shown by CSS only while "Something else" is chosen, with or without JavaScript. */}
        <div className="field finder-density" id={landing('density')}>
          <label htmlFor={`${id}-density`}>
            <Slot name="labelDensity" content={slots.labelDensity} />
          </label>
          <input
            id={`${id}-density`}
            name="density"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            placeholder={m.finder_placeholder_density({}, o)}
            value={values.density}
            onChange={change('density')}
            aria-invalid={errors.density ? true : undefined}
            aria-describedby={described('density', `${id}-density-hint`)}
          />
          <p className="field-hint" id={`${id}-density-hint`}>
            <Slot name="hintDensity" content={slots.hintDensity} />
          </p>
          {error('density')}
        </div>
        <button type="submit" className="btn btn-primary finder-submit">
          <Slot name="submit" content={slots.submit} />
        </button>
      </div>
      <div className="finder-answer" id={`${id}-answer`} tabIndex={-1}>
        {/* The one line a screen reader hears as the answer changes; the cards below are read on demand. */}
        <p
          className={`finder-line${read.state === 'ok' ? ' visually-hidden' : ' finder-prompt'}`}
          role="status"
          data-finder-state={read.state === 'ok' ? undefined : read.state}
          id={read.state !== 'ok' && read.state !== 'ask' && !firstFault ? land : undefined}
        >
          {read.state === 'empty' ? (
            // 'empty' only before the form is first sent (readFinder), so always in the server's HTML: its words are a slot.
            <Slot name="statusEmpty" content={slots.statusEmpty} />
          ) : read.state === 'ask' ? (
            askLine(read.group, locale)
          ) : read.state === 'invalid' ? (
            showFaults ? (
              m.finder_status_fix({}, o)
            ) : (
              m.finder_status_typing({}, o)
            )
          ) : made && Made ? (
            Made.line(made, result!, read.input.grams, read.noun, locale)
          ) : (
            answerLine(result!, read.input.grams, read.noun, locale)
          )}
        </p>
        {read.state === 'ok' && (
          <Answer
            result={result!}
            grams={read.input.grams}
            noun={read.noun}
            props={props}
            values={values}
            made={made}
            Made={Made}
            AddLine={AddLine}
            Pouch={Pouch}
            land={land}
            locale={locale}
            onStyle={change('pouch')}
          />
        )}
      </div>
    </form>
  );
}

/**
 * The compact size finder of a product's overview page. Its answer links to the size's page,
 * whose estimator adds the size to the quote; so it leaves "Add to quote", the drawing of the
 * filled pouch and the custom size out, and the product page loads less. /size-finder's island
 * (size-finder-page.island.tsx) adds them.
 */
export default island('size-finder', function SizeFinder(props: SizeFinderProps) {
  return <SizeFinderView {...props} />;
});
