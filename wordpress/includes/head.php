<?php
/**
 * Once in every page's head: the widgets' reserved boxes (so nothing moves when they render), the
 * configuration and the loader, which loads each widget when its tag appears.
 */

defined( 'ABSPATH' ) || exit;

add_action( 'wp_head', 'store_widgets_print_head', 1 );
function store_widgets_print_head() {
	$settings = store_widgets_settings();
	if ( '' === $settings['scriptUrl'] ) {
		return;
	}
	// Our build's CSS; `</` could never close the style element early all the same. The loader
	// knows it by its id and then fetches no rules of its own (src/core/element/reserved-style.ts).
	$css = str_replace( '</', '<\/', (string) file_get_contents( STORE_WIDGETS_DIR . '/generated/reserved-space.css' ) );
	echo '<style id="store-widgets-reserved-space">' . $css . "</style>\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- see above.
	echo '<script type="application/json" id="store-widgets-config">' . store_widgets_script_json( store_widgets_config() ) . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- JSON_HEX_TAG.
	echo '<script type="module" src="' . esc_url( $settings['scriptUrl'] ) . '"></script>' . "\n";
}
