<?php
/**
 * What the build generated from the widgets' manifest and route table: read once per request.
 */

defined( 'ABSPATH' ) || exit;

/** Decodes one of the plugin's generated JSON files (widgets.json, routes.json). */
function store_widgets_generated( $name ) {
	static $cache = array();
	if ( ! isset( $cache[ $name ] ) ) {
		$text             = file_get_contents( STORE_WIDGETS_DIR . '/generated/' . $name . '.json' );
		$cache[ $name ] = json_decode( $text, true );
	}
	return $cache[ $name ];
}

/** Every widget: tag, block name, title, description and attributes with their control types. */
function store_widgets_widgets() {
	return store_widgets_generated( 'widgets' );
}

/** Every route a widget links to: name, label and the parameters its URL carries. */
function store_widgets_routes() {
	return store_widgets_generated( 'routes' );
}
