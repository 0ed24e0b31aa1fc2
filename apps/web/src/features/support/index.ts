/** Route `lazy` loaders: the help pages load in their own chunks. */
export const loadContactPage = async () => ({
  Component: (await import('./routes/contact-page')).ContactPage,
});
export const loadFaqPage = async () => ({ Component: (await import('./routes/faq-page')).FaqPage });
export const loadHelpPage = async () => ({ Component: (await import('./routes/help-page')).HelpPage });
