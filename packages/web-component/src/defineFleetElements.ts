import { FleetLiveMap } from './FleetLiveMap';
import { FleetShareView } from './FleetShareView';
import { VERSION } from './version';

/** The elements and their tag names. */
export const FLEET_ELEMENTS = {
  'fleet-share-view': FleetShareView,
  'fleet-live-map': FleetLiveMap,
} as const;

const VERSION_KEY = Symbol.for('fleetkit.web-component.version');

/**
 * Registers `<fleet-share-view>` and `<fleet-live-map>`. A tag already registered (this copy loaded
 * twice, or another version of the package on the page) is left as it is, with a console warning
 * instead of the `NotSupportedError` that `customElements.define` would throw.
 * @returns the tag names this call registered
 */
export function defineFleetElements(
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): string[] {
  if (!registry) return [];
  const defined: string[] = [];
  for (const [tag, element] of Object.entries(FLEET_ELEMENTS)) {
    const existing = registry.get(tag) as (CustomElementConstructor & { [VERSION_KEY]?: string }) | undefined;
    if (existing) {
      if (existing === element) continue;
      const other = existing[VERSION_KEY];
      console.warn(
        `<${tag}> is already defined${other ? ` by @fleetkit/web-component ${other}` : ' by another script'}; ` +
          `@fleetkit/web-component ${VERSION} leaves it as it is. Load one copy of the elements per page.`,
      );
      continue;
    }
    Object.defineProperty(element, VERSION_KEY, { value: VERSION });
    registry.define(tag, element);
    defined.push(tag);
  }
  return defined;
}
