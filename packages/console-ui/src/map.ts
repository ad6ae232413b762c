// `@hvac/console-ui/map`: the project map and its tile sources, in an entry of their own so the app
// can load pigeon-maps and supercluster lazily (`lazy(() => import('@hvac/console-ui/map'))`).
export * from './widgets/ProjectMap';
