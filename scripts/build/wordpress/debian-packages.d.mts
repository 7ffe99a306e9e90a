export const WORDPRESS_ROOT: string;
export const APACHE_MODULES: string;
export function missingWordPressPackages(): string[];
