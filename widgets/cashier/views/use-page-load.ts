// The page loader is the shared history kit's (src/ui/history/use-page-load.ts): the profile's histories use
// it too.
export { usePageLoad, type PageLoad } from '../../../src/ui/history/use-page-load';
