import { createLayout, spring } from '../../../dist/modules/index.js';

const layout = createLayout('.list', {
  ease: spring({ bounce: .2, duration: 450 }),
});
