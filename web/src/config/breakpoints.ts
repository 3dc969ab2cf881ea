/** The layout switches to mobile below 768 px (the header's nav shows from 1300 px: the `wide` breakpoint in index.css). */
export const MOBILE_BREAKPOINT = 768;
