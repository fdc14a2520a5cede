import { configure } from '@testing-library/dom';
import { installFastStyles } from './jsdomStyles';

// Vitest runs several files in one worker (isolate: false), so this holds for every file, not only
// the ones that once set it themselves. A first render compiles a lazy screen's module graph, and a
// loaded 2-core machine can take over the default 1 s to settle; a wait that already holds returns
// at once, so only failing waits take longer.
configure({ asyncUtilTimeout: 5000 });

// jsdom files: display and visibility answered without jsdom's cascade (tests/jsdomStyles.ts).
if (typeof window !== 'undefined') installFastStyles(window);
