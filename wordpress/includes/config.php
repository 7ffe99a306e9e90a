<?php
/**
 * The widgets' configuration (read by src/core/config/read-config.ts) made from the settings: the
 * additional JSON first, the fields on top, the route table from the chosen pages.
 */

defined( 'ABSPATH' ) || exit;

/** A page's path on this site (`/quick-order/`), or null when it is not a published page. */
function store_widgets_page_path( $page_id ) {
	if ( ! $page_id || 'publish' !== get_post_status( $page_id ) ) {
		return null;
	}
	return wp_parse_url( get_permalink( $page_id ), PHP_URL_PATH );
}

/** The product template's address for every product: `/p/{productCode}` under the site's home. */
function store_widgets_product_path() {
	return untrailingslashit( wp_parse_url( home_url( '/' ), PHP_URL_PATH ) ) . '/p/{productCode}';
}

/**
 * The route table (config `routes`): each route with a page, as the page's path followed by one
 * segment per id its route carries (`/my-account/orders/{orderId}/`); the product template serves
 * `/p/{productCode}`. Routes without a page keep the widgets' defaults.
 */
function store_widgets_route_table( $settings ) {
	$routes = array();
	foreach ( store_widgets_routes() as $route ) {
		$name = $route['name'];
		if ( 'product' === $name ) {
			if ( store_widgets_page_path( $settings['productPage'] ) ) {
				$routes[ $name ] = store_widgets_product_path();
			}
			continue;
		}
		$path = store_widgets_page_path( $settings['routePages'][ $name ] ?? 0 );
		if ( null === $path ) {
			continue;
		}
		foreach ( $route['params'] as $param ) {
			$path .= '{' . $param . '}/';
		}
		$routes[ $name ] = $path;
	}
	return $routes;
}

/** The configuration object; `$author_mode` for the block editor, where widgets show samples. */
function store_widgets_config( $author_mode = false ) {
	$settings = store_widgets_settings();
	$extra    = json_decode( (string) $settings['extraConfig'], true );
	$config   = is_array( $extra ) ? $extra : array();
	foreach ( array( 'platformKey', 'apiBase', 'contentBase', 'storeBase', 'authBase', 'host' ) as $key ) {
		if ( '' !== $settings[ $key ] ) {
			$config[ $key ] = $settings[ $key ];
		}
	}
	$callback = store_widgets_page_path( $settings['callbackPage'] );
	if ( null !== $callback ) {
		$config['authRedirectPath'] = $callback;
	}
	$routes = store_widgets_route_table( $settings );
	if ( $routes ) {
		$config['routes'] = $routes;
	}
	if ( $author_mode ) {
		$config['authorMode'] = true;
	}
	return $config;
}

/** JSON safe inside a script element: `<`, `>`, `&` and quotes as \u escapes. */
function store_widgets_script_json( $value ) {
	return wp_json_encode( $value, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES );
}
