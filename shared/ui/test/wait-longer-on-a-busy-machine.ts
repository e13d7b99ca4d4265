import { configure } from '@testing-library/react';

// Screens render through the app's router, queries and lazy routes; on a CI machine running the
// server suite beside, one second (Testing Library's default) is not always enough for the first
// paint. A passing test waits no longer for it; only a failing one reports later.
configure({ asyncUtilTimeout: 5_000 });
