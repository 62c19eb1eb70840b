// Apart from `englishCatalogue.ts`, which imports every group: loading one part reads only its own.

function flatten(value: unknown, path: string, into: Record<string, string>): void {
  const message = typeof value === 'function' ? (value as { message?: unknown }).message : undefined;
  if (typeof value === 'string') into[path] = value;
  else if (typeof message === 'string') into[path] = message;
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, `${path}.${key}`, into);
  }
}

/** The English of some text groups as a catalogue: each text's id and message. */
export function englishCatalogueOf(groups: object): Readonly<Record<string, string>> {
  const into: Record<string, string> = {};
  for (const [group, texts] of Object.entries(groups)) flatten(texts, group, into);
  return into;
}
