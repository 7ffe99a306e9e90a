/**
 * A real WordPress for the plugin's e2e (tests/e2e/wordpress.spec.ts), run as an ordinary process
 * with everything in a temporary folder: MariaDB on its own data folder and socket, Apache on its
 * own port and minimal configuration (mod_php, mod_rewrite, pretty permalinks), a copy of Debian's
 * WordPress with its own wp-config.php, installed, with the plugin's zip installed and activated
 * as an upload is, an Author, and an application password for the admin and the Author.
 * Debian's packages come from scripts/ensure-setup.mjs --browser.
 *
 * `node tests/wordpress/wordpress-server.mjs` starts one and keeps it until Ctrl-C.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
  chmodSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APACHE_MODULES,
  WORDPRESS_ROOT,
  missingWordPressPackages,
} from '../../scripts/build/wordpress/debian-packages.mjs';

const WORDPRESS = WORDPRESS_ROOT;
const APACHE = '/usr/sbin/apache2';
const MARIADBD = '/usr/sbin/mariadbd';
const INSTALL_DB = '/usr/bin/mariadb-install-db';
const PHP = '/usr/bin/php';

/** The PHP module Debian's libapache2-mod-php installed (`libphp8.2.so`). */
function phpModule() {
  const name = readdirSync(APACHE_MODULES).find((file) => /^libphp[\d.]*\.so$/.test(file));
  return join(APACHE_MODULES, name ?? 'libphp.so');
}

/** Throws, saying what to install, when a package is missing. */
function checkInstalled() {
  const missing = missingWordPressPackages();
  if (missing.length > 0) {
    throw new Error(
      `WordPress is not installed: Debian's ${missing.join(', ')} missing. Run \`sudo node scripts/ensure-setup.mjs --browser\` (or apt-get install --no-install-recommends ${missing.join(' ')}).`,
    );
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what, ready, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await ready()) return;
    if (Date.now() > end) throw new Error(`WordPress server: ${what} did not start in time`);
    await sleep(100);
  }
}

function started(command, args, log) {
  // A process group of its own: Apache signals its whole group when it stops, which would
  // otherwise be the test runner's.
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  child.stderr.on('data', (chunk) => log.push(String(chunk)));
  return child;
}

function stopped(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const php = (folder, script, env = {}) =>
  execFileSync(PHP, [join(folder, script)], { encoding: 'utf8', env: { ...process.env, ...env } });

/** Apache's own configuration: this folder only, WordPress's rewrite, mod_php, no other site. */
function apacheConfig({ folder, docroot, port, root }) {
  const modules = ['mpm_prefork', 'authz_core', 'dir', 'mime', 'rewrite']
    .map((name) => `LoadModule ${name}_module ${APACHE_MODULES}/mod_${name}.so`)
    .join('\n');
  return `ServerRoot ${folder}
ServerName localhost
Listen ${port}
PidFile ${folder}/apache.pid
DefaultRuntimeDir ${folder}
Mutex file:${folder} default
ErrorLog ${folder}/apache-error.log
LogLevel warn
${modules}
LoadModule php_module ${phpModule()}
${root ? 'User www-data\nGroup www-data' : ''}
StartServers 2
MinSpareServers 2
MaxSpareServers 4
MaxRequestWorkers 8
TypesConfig /etc/mime.types
DocumentRoot ${docroot}
DirectoryIndex index.php index.html
<Directory />
  Require all denied
</Directory>
<Directory ${docroot}>
  Require all granted
  RewriteEngine On
  RewriteBase /
  RewriteRule ^index\\.php$ - [L]
  RewriteCond %{REQUEST_FILENAME} !-f
  RewriteCond %{REQUEST_FILENAME} !-d
  RewriteRule . /index.php [L]
</Directory>
<FilesMatch "\\.php$">
  SetHandler application/x-httpd-php
</FilesMatch>
`;
}

function wpConfig({ socket, url }) {
  const salt = (name) => `define('${name}', '${randomBytes(32).toString('hex')}');`;
  return `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'].map(salt).join('\n')}
$table_prefix = 'wp_';
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
// Application passwords without HTTPS; the upgrader unzips in place.
define('WP_ENVIRONMENT_TYPE', 'local');
define('FS_METHOD', 'direct');
// No internet: no update checks, no cron calls to itself.
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('DISABLE_WP_CRON', true);
define('WP_DEBUG', false);
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`;
}

/** WordPress's own install, as its install page does it (the site, the admin, pretty permalinks). */
const INSTALL_PHP = `<?php
define('WP_INSTALLING', true);
$_SERVER['HTTP_HOST'] = getenv('WP_HOST');
require getenv('WP_ROOT') . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install('Store widgets on WordPress', 'admin', 'admin@example.com', false, '', getenv('WP_ADMIN_PASSWORD'));
update_option('permalink_structure', '/%postname%/');
`;

/**
 * The plugin's zip installed as Plugins → Add New → Upload does it (Plugin_Upgrader), activated,
 * an Author, and an application password for the admin and for the Author.
 */
const SETUP_PHP = `<?php
$_SERVER['HTTP_HOST'] = getenv('WP_HOST');
require getenv('WP_ROOT') . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
WP_Filesystem();
$upgrader = new Plugin_Upgrader(new Automatic_Upgrader_Skin());
$installed = $upgrader->install(getenv('WP_PLUGIN_ZIP'));
if (true !== $installed) { fwrite(STDERR, 'plugin install failed: ' . print_r($upgrader->skin->get_upgrade_messages(), true)); exit(1); }
$activated = activate_plugin('store-widgets/store-widgets.php');
if (is_wp_error($activated)) { fwrite(STDERR, $activated->get_error_message()); exit(1); }
$author = wp_insert_user(array('user_login' => 'author', 'user_pass' => getenv('WP_ADMIN_PASSWORD'), 'user_email' => 'author@example.com', 'role' => 'author', 'display_name' => 'Ann Author'));
if (is_wp_error($author)) { fwrite(STDERR, $author->get_error_message()); exit(1); }
$admin_password = WP_Application_Passwords::create_new_application_password(1, array('name' => 'e2e'));
$author_password = WP_Application_Passwords::create_new_application_password($author, array('name' => 'e2e'));
echo json_encode(array('admin' => $admin_password[0], 'author' => $author_password[0]));
`;

/**
 * Starts MariaDB and Apache, installs WordPress and the plugin. `pluginZip`: the built plugin
 * (dist-wordpress/store-widgets.zip). Resolves with the site's URL, the two users' credentials
 * (`user:application password`), how long each step took, and `stop`.
 */
export async function startWordPress({ port, pluginZip }) {
  checkInstalled();
  if (!existsSync(pluginZip)) throw new Error(`No plugin zip at ${pluginZip}: run npm run build.`);
  const times = {};
  let mark = Date.now();
  const step = (name) => {
    times[name] = Date.now() - mark;
    mark = Date.now();
  };
  const root = userInfo().uid === 0;
  const folder = mkdtempSync(join(tmpdir(), 'store-wordpress-'));
  // Apache's children run as www-data under root: they read the site from here.
  if (root) chmodSync(folder, 0o755);
  const socket = join(folder, 'mysql.sock');
  const docroot = join(folder, 'wordpress');
  const url = `http://localhost:${port}`;
  const logs = { mariadb: [], apache: [] };
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopped(child);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const user = `--user=${userInfo().username}`;
    execFileSync(
      INSTALL_DB,
      [
        '--no-defaults',
        `--datadir=${folder}/db`,
        user,
        '--skip-test-db',
        '--auth-root-authentication-method=normal',
      ],
      { stdio: 'ignore' },
    );
    // A throwaway database: no grant checks, no durability, no TCP port.
    const mariadb = started(
      MARIADBD,
      [
        '--no-defaults',
        `--datadir=${folder}/db`,
        `--socket=${socket}`,
        `--pid-file=${folder}/mariadb.pid`,
        user,
        '--skip-networking',
        '--skip-grant-tables',
        '--innodb-flush-log-at-trx-commit=0',
        '--innodb-buffer-pool-size=64M',
        '--skip-log-bin',
      ],
      logs.mariadb,
    );
    children.push(mariadb);
    await until('MariaDB', () => existsSync(socket));
    execFileSync(
      '/usr/bin/mariadb',
      ['--no-defaults', `--socket=${socket}`, '-u', 'root', '-e', 'CREATE DATABASE wordpress'],
      { stdio: 'ignore' },
    );
    step('mariadb');

    // Symbolic links in Debian's copy point to /usr/share/php: copied as files.
    cpSync(WORDPRESS, docroot, { recursive: true, dereference: true });
    writeFileSync(join(docroot, 'wp-config.php'), wpConfig({ socket, url }));
    step('copy');

    const apacheConf = join(folder, 'apache.conf');
    writeFileSync(apacheConf, apacheConfig({ folder, docroot, port, root }));
    const apache = started(APACHE, ['-f', apacheConf, '-DFOREGROUND'], logs.apache);
    children.push(apache);

    const password = randomBytes(12).toString('hex');
    const env = { WP_HOST: `localhost:${port}`, WP_ROOT: docroot, WP_ADMIN_PASSWORD: password };
    writeFileSync(join(folder, 'install.php'), INSTALL_PHP);
    php(folder, 'install.php', env);
    step('install');

    // The upgrader deletes the zip it unpacked: it gets a copy.
    const zip = join(folder, 'store-widgets.zip');
    cpSync(pluginZip, zip);
    writeFileSync(join(folder, 'setup.php'), SETUP_PHP);
    const passwords = JSON.parse(php(folder, 'setup.php', { ...env, WP_PLUGIN_ZIP: zip }));
    step('plugin');

    await until('Apache', async () => {
      if (apache.exitCode !== null) throw new Error(`Apache stopped: ${logs.apache.join('')}`);
      return fetch(`${url}/wp-json/`).then(
        (response) => response.ok,
        () => false,
      );
    });
    step('apache');
    return {
      url,
      folder,
      password,
      admin: `admin:${passwords.admin}`,
      author: `author:${passwords.author}`,
      times,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const begun = Date.now();
  const site = await startWordPress({
    port: Number(process.env.WP_PORT ?? 8089),
    pluginZip: fileURLToPath(new URL('../../dist-wordpress/store-widgets.zip', import.meta.url)),
  });
  console.log(`WordPress at ${site.url} in ${Date.now() - begun} ms`, site.times);
  console.log(`admin ${site.admin}, author ${site.author}; Ctrl-C stops it`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => void site.stop().then(() => process.exit(0)));
}
