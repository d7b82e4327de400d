export { recordCountMessage } from './recordCountMessage';
