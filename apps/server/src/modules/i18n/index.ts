/** The translation files, served per language and namespace. */
export { translationRoutes } from './i18n.routes';
export { loadTranslations } from './translations';
