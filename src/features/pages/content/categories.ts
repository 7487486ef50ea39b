/** The portfolio's filter categories, in the order the filter buttons show them after All (gallery.ts names them). */
export const galleryCategories = ['Standup', 'Label', 'Package', 'Zip Pouch'] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

/** The blog's categories (blog.ts names them). */
export const blogCategories = ['Design', 'Marketing', 'Features'] as const;
export type BlogCategory = (typeof blogCategories)[number];
