export { ContactPage } from './routes/contact-page';
export { FaqPage } from './routes/faq-page';
export { HelpPage } from './routes/help-page';
