// The page loader lives in the shared history kit now (issue 15: the profile's histories use it too).
export { usePageLoad, type PageLoad } from '../../../src/ui/history/use-page-load';
