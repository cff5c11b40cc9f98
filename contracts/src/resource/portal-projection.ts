import type { z } from 'zod';

/**
 * A resource's public face on the portal, declared on its definition: which records are public,
 * what their cards and details show, how visitors search them and in what order. The engine
 * serves `/portal/<path>/list` and `/portal/<path>/queryById` from it, anonymous and rate
 * limited; a projection naming a sensitive field or a private upload is refused at start.
 *
 * Each field is answered by its kind: a dictionary, reference or region field with its text
 * beside it (`<field>Text`; `<field>Texts` for several dictionary values), a switch as a
 * boolean, a number as a number, pictures as a list of paths, files as named attachments.
 */
export interface PortalProjection<F extends string = string> {
  /** The URL segment: `/portal/<path>/list`. */
  path: string;
  /** The portal's name of the records, for the documentation ('新闻资讯'). */
  title: string;
  /** Only records whose `field` holds one of `values` are public. */
  publicWhen: { field: F; values: readonly string[] };
  /** What a list card shows, besides the id. */
  card: readonly F[];
  /** What the detail shows besides the card. */
  detail?: readonly F[];
  /** The fields a visitor's keyword is looked for in. */
  keyword?: readonly F[];
  /**
   * Exact filters, each a query parameter named after its field: a dictionary value (one of
   * the values of a multiple field), a region and everything below it, a referenced record.
   */
  filters?: readonly F[];
  /** The order of the list; the id breaks ties. */
  order: readonly (readonly [F, 'asc' | 'desc'])[];
  /** A detail read counts one view in this integer field. */
  views?: F;
  /** The refusal for an id that is not public ('信息不存在或已撤回'). */
  notFound: string;
  /**
   * What the section computes beside the fields (a policy's 已失效, its audience in words),
   * answered by the section's `portalExtras` hook.
   */
  extras?: { card?: z.ZodRawShape; detail?: z.ZodRawShape };
}
