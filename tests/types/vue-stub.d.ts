// The one interface of Vue's types that the package augments (see README.md).
declare module 'vue' {
  export interface GlobalComponents {}
}
