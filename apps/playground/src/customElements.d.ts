import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  token?: string;
  code?: string;
  'api-base'?: string;
  theme?: string;
  locale?: string;
  'map-style'?: string;
  'vehicle-id'?: string | number;
};

// The web component's elements in JSX (React 19 passes their attributes through).
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fleet-share-view': ElementAttributes;
      'fleet-live-map': ElementAttributes;
    }
  }
}
