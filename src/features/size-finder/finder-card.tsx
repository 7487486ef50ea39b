import { enquiryHref, type QuoteTarget } from '@features/quote-and-wishlist';
import { localePath } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { useLocale } from '@platform/i18n/locale';
import { sizeName, type FinderSize } from './model';
import type { AddLine, MadeSize } from './finder-types';
import type { SizeOffer } from './tables';

/** "Add to quote" where the browser can keep a quote; without JavaScript, the one link that asks for this size. */
function OfferAction({ offer, size, packs, AddLine, made }: { offer: SizeOffer; size: FinderSize; packs: string; AddLine?: AddLine; made?: MadeSize }) {
  const locale = useLocale();
  const o = { locale };
  const slug = made ? made.slug : size.slug;
  const label = made ? made.label : sizeName(size, locale);
  const link = made ? made.path(offer.product) : offer.link;
  const target: QuoteTarget = { product: offer.product, size: slug, name: offer.name, weight: label, link, tiers: made ? [] : offer.tiers };
  const hidden = `: ${offer.name}, ${label}`;
  return (
    <div className="finder-offer-actions">
      <a className="btn btn-ghost finder-offer-try" href={`${localePath(locale, link)}#try-design`}>
        {m.finder_try_design({}, o)}
        <span className="visually-hidden">
          {m.finder_try_design_hidden({}, o)}
          {hidden}
        </span>
      </a>
      {AddLine && <AddLine target={target} sizeWords={label} note={m.finder_to_pack({ packs }, o)} label={m.finder_add_to_quote({}, o)} hiddenLabel={hidden} />}
      <a
        className={`btn btn-primary finder-offer-quote${AddLine ? ' finder-offer-quote-nojs' : ''}`}
        href={localePath(locale, enquiryHref({ product: offer.product, size: slug, packs }))}
      >
        {m.finder_request_quote({}, o)}
        <span className="visually-hidden">{hidden}</span>
      </a>
    </div>
  );
}

/** One size of the answer, as a shop shows it: the pouch style chosen, with its picture, name, material and finish, price and next steps. */
export function PouchCard({ size, offer, packs, AddLine, made }: { size: FinderSize; offer: SizeOffer; packs: string; AddLine?: AddLine; made?: MadeSize }) {
  const locale = useLocale();
  return (
    <ul className="finder-offers">
      <li className="finder-offer">
        <div className="finder-offer-media">
          <img src={offer.image} width="100" height="120" alt="" loading="lazy" decoding="async" />
        </div>
        <div className="finder-offer-body">
          <a className="finder-offer-name" href={localePath(locale, made ? made.path(offer.product) : offer.link)}>
            {offer.name}, {made ? made.label : sizeName(size, locale)}
          </a>
          <span className="finder-offer-make">{offer.make}</span>
          <span className="finder-offer-price">{made ? made.price(offer.product) : offer.price}</span>
          <OfferAction offer={offer} size={size} packs={packs} AddLine={AddLine} made={made} />
        </div>
      </li>
    </ul>
  );
}
