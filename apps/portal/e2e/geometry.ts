import { expect, type Locator } from '@playwright/test';

/** The two screens the layout is checked on: a laptop and a phone. */
export const SCREENS = [
  { label: 'desktop', width: 1400, height: 900 },
  { label: 'phone', width: 375, height: 812 },
] as const;

/**
 * What keeps the element from being seen and pressed: parts of it outside the viewport, and points
 * of it (its centre and a point just inside each edge) where `elementFromPoint` finds another
 * element on top. Empty when it is whole and uncovered.
 */
export async function obstructions(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const problems: string[] = [];
    const rect = element.getBoundingClientRect();
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName)
      .trim()
      .slice(0, 40);
    if (rect.width === 0 || rect.height === 0) return [`${name}: not drawn`];
    const { innerWidth, innerHeight } = window;
    // Half a pixel of slack: a box scrolled flush with an edge may end on a fraction past it.
    const slack = 0.5;
    if (
      rect.top < -slack ||
      rect.left < -slack ||
      rect.bottom > innerHeight + slack ||
      rect.right > innerWidth + slack
    ) {
      problems.push(
        `${name}: outside the ${innerWidth}×${innerHeight} viewport (${Math.round(rect.left)},${Math.round(rect.top)} – ${Math.round(rect.right)},${Math.round(rect.bottom)})`,
      );
    }
    const inset = Math.min(4, rect.width / 4, rect.height / 4);
    const midX = rect.left + rect.width / 2;
    const midY = rect.top + rect.height / 2;
    // Edge midpoints rather than corners: rounded corners (pill buttons) are not the element's.
    const points: [string, number, number][] = [
      ['centre', midX, midY],
      ['top edge', midX, rect.top + inset],
      ['bottom edge', midX, rect.bottom - inset],
      ['left edge', rect.left + inset, midY],
      ['right edge', rect.right - inset, midY],
    ];
    for (const [where, x, y] of points) {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (top && top !== element && !element.contains(top)) {
        const cover = top.closest('[data-sonner-toast]')
          ? 'a toast'
          : `${top.tagName.toLowerCase()}${top.className && typeof top.className === 'string' ? `.${top.className.split(' ')[0]}` : ''}`;
        problems.push(`${name}: its ${where} is covered by ${cover}`);
      }
    }
    return problems;
  });
}

/** Expects every element `locator` matches to be inside the viewport and uncovered, retrying while the layout settles. */
export async function expectUncovered(locator: Locator, what: string, scrollIntoView = false): Promise<void> {
  await expect(async () => {
    const problems: string[] = [];
    for (const element of await locator.all()) {
      // As the browser scrolls a control to which focus moves (honouring scroll padding).
      if (scrollIntoView)
        await element.evaluate((node) => node.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
      problems.push(...(await obstructions(element)));
    }
    expect({ what, problems }).toEqual({ what, problems: [] });
  }).toPass({ timeout: 10_000 });
}
