import { useLocale } from '@platform/i18n/locale';
import { localeName, localePath, localeTag, locales, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';

/**
 * The same page in the site's other languages: plain links (no script, no redirect), each naming
 * its language in that language, in that language's `lang` and `hreflang`, keeping the query (a
 * search stays a search). The page's own language is left out: the page already is in it. Shown
 * only where the page exists in more than one language.
 */
export function LanguageSwitcher({ path, search, pageLocales }: { path: string; search: string; pageLocales: readonly Locale[] }) {
  const locale = useLocale();
  if (pageLocales.length < 2) return null;
  return (
    <nav className="lang-switch" aria-label={m.shell_language({}, { locale })}>
      <ul>
        {locales
          .filter((l) => l !== locale && pageLocales.includes(l))
          .map((l) => (
            <li key={l}>
              <a href={`${localePath(l, path)}${search}`} lang={localeTag[l]} hrefLang={localeTag[l]}>
                {localeName[l]}
              </a>
            </li>
          ))}
      </ul>
    </nav>
  );
}
