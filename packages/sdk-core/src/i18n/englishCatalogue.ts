import { englishCatalogueOf } from './englishCatalogueOf';
import type { PartGroups } from './parts';
import { PORTAL_TEXT_GROUPS } from './portalTextGroups';
import { SERVER_TEXT_GROUPS } from './serverTextGroups';
import { SCREEN_TEXT_GROUPS } from './textGroups';

/**
 * Every text group of the product by the name it is exported under, all parts together: the English
 * written once, in `@fleetkit/sdk-core/labels`, `/labels/portal`, `/labels/server` and `MESSAGES`. A
 * message's id is its path here. Read by the catalogue check and translation tools; screens load only
 * their part's groups (see `parts.ts`).
 */
export const TEXT_GROUPS = {
  ...SCREEN_TEXT_GROUPS,
  ...PORTAL_TEXT_GROUPS,
  ...SERVER_TEXT_GROUPS,
} as const;

/** A text's value in a group: a plain string or a `textTemplate` (a function carrying `message`). */
type Leaf = string | { readonly message: string };

type Paths<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends Leaf
    ? `${Prefix}${K}`
    : T[K] extends object
      ? Paths<T[K], `${Prefix}${K}.`>
      : never;
}[keyof T & string];

/** The ids of the texts of some groups: their paths (`'GEOFENCE_TEXTS.page'`). */
export type MessageIdOf<Groups> = {
  [G in keyof Groups & string]: Paths<Groups[G], `${G}.`>;
}[keyof Groups & string];

/** The id of a text of the product, any part: its path in {@link TEXT_GROUPS}. */
export type MessageId = MessageIdOf<typeof TEXT_GROUPS>;

/** A language's texts: every message id of the product with its ICU MessageFormat message. */
export type Catalogue = Readonly<Record<MessageId, string>>;

/** One part of a language's texts (`'screens'`, `'portal'`, `'server'`): each id of the part with its message. */
export type PartCatalogue<P extends keyof PartGroups> = Readonly<Record<MessageIdOf<PartGroups[P]>, string>>;

/** The reference catalogue of every part, read from the label groups and `MESSAGES` (English is never written twice). */
export { englishCatalogueOf };

export const ENGLISH_CATALOGUE = englishCatalogueOf(TEXT_GROUPS) as Catalogue;

/** The texts of one group in a language: each id of the group with its message. */
export type GroupCatalogue<G extends keyof typeof TEXT_GROUPS> = Readonly<
  Record<MessageIdOf<Pick<typeof TEXT_GROUPS, G>>, string>
>;

/** Loads one group's texts in a language: a module (a chunk of its own) exporting them as `CATALOGUE`. */
export type GroupLoader<G extends keyof typeof TEXT_GROUPS> = () => Promise<{
  readonly CATALOGUE: GroupCatalogue<G>;
}>;

/** A language's loaders of one part's groups, by group name. */
export type PartLoaders<P extends keyof PartGroups> = {
  readonly [G in keyof PartGroups[P] & keyof typeof TEXT_GROUPS]: GroupLoader<G>;
};
