import type { HTMLAttributes, Ref } from 'react';

/** The altcha captcha web component as used in JSX (attributes of widget v3, plus v1/v2's challengeurl). */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': HTMLAttributes<HTMLElement> & {
        ref?: Ref<HTMLElement>;
        challenge?: string;
        challengeurl?: string;
        display?: string;
        name?: string;
        auto?: string;
        language?: string;
      };
    }
  }
}
