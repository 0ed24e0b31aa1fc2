import base from './playwright.config';
export default { ...base, globalSetup: undefined, use: { ...base.use, baseURL: 'http://127.0.0.1:47391' } };
