import { findLineSize } from '@features/catalogue';
import { fitModes, panels, placementLimits } from '@features/quote-and-wishlist';
import { baseLocale, type Locale } from '@platform/i18n/locales';
import * as m from '@platform/i18n/paraglide/messages/_index.js';
import { loadZod, type Zod as ZodParts } from '@platform/zod';

const { coordinateMm, minSideMm, maxSideMm } = placementLimits;

/** The artwork API's request rules (api.ts), built with zod (`uploadRules` loads it). */
export function uploadRulesWith(z: ZodParts) {
  /** What the upload's completion may say besides the sizes, its refusals in `locale`: the line the file is for, and the design's placement on it. */
  function lineOfFileSchemaIn(locale: Locale) {
    const l = { locale };
    const number = (what: string, min: number, max: number) => {
      const asNumber = m.artwork_placement_number({ what }, l);
      const range = m.artwork_placement_range({ what, min, max }, l);
      return z.number({ error: asNumber }).finite(asNumber).min(min, range).max(max, range);
    };
    /** A design's placement as the worker takes it: plain numbers in range, a panel and fit mode we know. */
    const placement = z.strictObject(
      {
        panel: z.enum(panels, { error: m.artwork_placement_panel({}, l) }),
        x: number(m.artwork_placement_left({}, l), -coordinateMm, coordinateMm),
        y: number(m.artwork_placement_top({}, l), -coordinateMm, coordinateMm),
        width: number(m.artwork_placement_width({}, l), minSideMm, maxSideMm),
        height: number(m.artwork_placement_height({}, l), minSideMm, maxSideMm),
        fit: z.enum(fitModes, { error: m.artwork_placement_fit({ modes: fitModes.join(', ') }, l) }),
        underlay: z.boolean({ error: m.artwork_placement_underlay({}, l) }),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? m.artwork_placement_keys({}, l)
            : m.artwork_placement_shape({ shape: '{ panel, x, y, width, height, fit, underlay }' }, l),
      },
    );
    /** The quote line a file is for: a product and size we sell (a catalogue size or a custom one). */
    const line = z
      .object({ product: z.string().trim().max(80), size: z.string().trim().max(20) }, { error: m.artwork_line_name({}, l) })
      .refine((o) => Boolean(findLineSize(o.product, o.size)), m.artwork_line_unknown({}, l));
    return {
      placement,
      line,
      of: z
        .object({ line: line.optional(), placement: placement.optional() })
        .refine((v) => !v.placement || v.line, { message: m.artwork_placement_needs_line({}, l), path: ['placement'] }),
    };
  }

  /** What starts an upload, its refusals in `locale`. */
  const startSchemaIn = (locale: Locale) => {
    const l = { locale };
    const bytes = m.artwork_start_bytes({}, l);
    const form = m.artwork_start_form({}, l);
    return z.object({
      name: z.string({ error: m.artwork_start_name({}, l) }),
      bytes: z.number({ error: bytes }).int(m.artwork_start_whole_bytes({}, l)).min(0, bytes),
      /** The idempotency key of the form the file was chosen in: an enquiry takes only its own form's files. */
      form: z.string({ error: form }).trim().min(8, form).max(100, form),
    });
  };

  const sizesSchema = z.object({
    sizes: z
      .array(z.object({ product: z.string().max(100), size: z.string().max(40) }))
      .max(20)
      .optional(),
  });
  const english = lineOfFileSchemaIn(baseLocale);
  return {
    lineOfFileSchemaIn,
    startSchemaIn,
    sizesSchema,
    /** A design's placement as the worker takes it (refusals in English). */
    placementSchema: english.placement,
  };
}
export type UploadRules = ReturnType<typeof uploadRulesWith>;

let built: UploadRules | undefined;
/** The artwork API's request rules: zod loads, and they are built, with an isolate's first upload. */
export const uploadRules = async (): Promise<UploadRules> => (built ??= uploadRulesWith(await loadZod()));
