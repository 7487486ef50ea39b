/** Smooth scrolling unless the visitor asks for reduced motion. */
export const scrollBehavior = (): ScrollBehavior => (matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');
