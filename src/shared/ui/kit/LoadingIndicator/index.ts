export { LoadingIndicator, type LoadingIndicatorProps } from './LoadingIndicator';
