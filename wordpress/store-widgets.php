<?php
/**
 * Plugin Name:       Store widgets
 * Description:       The store's widgets as blocks any author can place, with the configuration, the reserved-space style and the loader printed once in every page's head.
 * Version:           {{VERSION}}
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           Proprietary
 * Text Domain:       store-widgets
 *
 * Built by scripts/build/wordpress/build-plugin.mjs from the widgets' manifest: do not edit the copy in
 * the zip.
 */

defined( 'ABSPATH' ) || exit;

define( 'STORE_WIDGETS_DIR', __DIR__ );
define( 'STORE_WIDGETS_URL', plugin_dir_url( __FILE__ ) );
define( 'STORE_WIDGETS_VERSION', '{{VERSION}}' );

require_once __DIR__ . '/includes/data.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/config.php';
require_once __DIR__ . '/includes/head.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/allowed-blocks.php';
require_once __DIR__ . '/includes/rewrites.php';

register_activation_hook( __FILE__, 'store_widgets_activate' );
register_deactivation_hook( __FILE__, 'store_widgets_deactivate' );
