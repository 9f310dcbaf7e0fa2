// The demo data every test app is seeded with: the tests of every floor reach the seed through here, as they reach
// the app through test-app.ts.
export { DEMO_ACCOUNTS, DEMO_PASSWORD, OTHER_MEMBERS } from '../seed/demo-members.js';
export { demoDealPicture } from '../seed/demo-network.js';
