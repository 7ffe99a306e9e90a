/**
 * The real WordPress the plugin's e2e runs on (tests/wordpress/wordpress-server.mjs): Debian's
 * packages, installed by scripts/ensure-setup.mjs --browser as the browsers are. Node built-ins
 * only: the setup runs before node_modules exists.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const WORDPRESS_ROOT = '/usr/share/wordpress';
export const APACHE_MODULES = '/usr/lib/apache2/modules';

/** The files of the PHP version Debian ships, whichever it is (`/etc/php/8.2/…`, `libphp8.2.so`). */
function phpFile(folder, pattern) {
  if (!existsSync(folder)) return false;
  return readdirSync(folder).some((name) => pattern.test(name));
}
const phpVersions = () => (existsSync('/etc/php') ? readdirSync('/etc/php') : []);

/** Each package with how to tell it is installed. */
const PACKAGES = {
  // The block theme Debian's WordPress recommends: apt leaves it out with --no-install-recommends.
  wordpress: () => existsSync(join(WORDPRESS_ROOT, 'wp-settings.php')),
  'wordpress-theme-twentytwentythree': () =>
    existsSync(join(WORDPRESS_ROOT, 'wp-content/themes/twentytwentythree/theme.json')),
  'mariadb-server': () =>
    existsSync('/usr/sbin/mariadbd') && existsSync('/usr/bin/mariadb-install-db'),
  apache2: () => existsSync('/usr/sbin/apache2'),
  'libapache2-mod-php': () => phpFile(APACHE_MODULES, /^libphp[\d.]*\.so$/),
  'php-mysql': () =>
    phpVersions().some((version) => existsSync(`/etc/php/${version}/mods-available/mysqli.ini`)),
};

/** The packages still to install for the WordPress e2e. */
export function missingWordPressPackages() {
  return Object.entries(PACKAGES)
    .filter(([, installed]) => !installed())
    .map(([name]) => name);
}
