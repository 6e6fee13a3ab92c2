// The kernel namespaces hostRuntime.ts hands remotes: webpack aliases these names to the subpath's
// index as a module of its own (shared/build/federation.mjs hostKernelNamespaces); to TypeScript
// they are the subpath itself.
declare module '@sencare/shared/antd/host' {
  export * from '@sencare/shared/antd';
}
declare module '@sencare/shared/ui/host' {
  export * from '@sencare/shared/ui';
}
declare module '@sencare/shared/kit/host' {
  export * from '@sencare/shared/kit';
}
