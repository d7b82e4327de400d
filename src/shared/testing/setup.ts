import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// findBy…/waitFor wait for the element, not for the time: a lazily loaded dialog appears as soon as its chunk is
// compiled, which on a busy two-core machine took longer than the default 1 s (useOpenSupport.test.tsx failed so).
configure({ asyncUtilTimeout: 5000 });
