<?php
/**
 * Addresses WordPress cannot give a page: `/p/{code}` (it refuses a slug of digits only and reads
 * `/p/0158241926` as a page number) served by the product template page, and a route page's
 * address followed by its ids (`/my-account/orders/{orderId}/`) served by that page. The widgets
 * read the ids from the address themselves.
 */

defined( 'ABSPATH' ) || exit;

const STORE_WIDGETS_ROUTE_VAR = 'store_widgets_route';

add_filter( 'query_vars', 'store_widgets_query_vars' );
function store_widgets_query_vars( $vars ) {
	$vars[] = STORE_WIDGETS_ROUTE_VAR;
	return $vars;
}

add_action( 'init', 'store_widgets_add_rewrites' );
function store_widgets_add_rewrites() {
	$settings = store_widgets_settings();
	$product  = (int) $settings['productPage'];
	if ( $product ) {
		add_rewrite_rule( '^p/([^/]+)/?$', 'index.php?page_id=' . $product . '&' . STORE_WIDGETS_ROUTE_VAR . '=product', 'top' );
	}
	foreach ( store_widgets_routes() as $route ) {
		$page = (int) ( $settings['routePages'][ $route['name'] ] ?? 0 );
		if ( ! $page || ! $route['params'] || 'product' === $route['name'] ) {
			continue;
		}
		$uri = get_page_uri( $page );
		if ( ! $uri ) {
			continue;
		}
		$ids = str_repeat( '/([^/]+)', count( $route['params'] ) );
		add_rewrite_rule( '^' . preg_quote( $uri, '#' ) . $ids . '/?$', 'index.php?page_id=' . $page . '&' . STORE_WIDGETS_ROUTE_VAR . '=' . $route['name'], 'top' );
	}
}

// Such an address is the page's on purpose: WordPress must not send it on to the page's own.
add_filter( 'redirect_canonical', 'store_widgets_keep_route_address' );
function store_widgets_keep_route_address( $redirect ) {
	return get_query_var( STORE_WIDGETS_ROUTE_VAR ) ? false : $redirect;
}

// The rules follow the settings and the pages' addresses: rebuilt on the next request.
add_action( 'update_option_' . STORE_WIDGETS_OPTION, 'store_widgets_rebuild_rewrites' );
add_action( 'add_option_' . STORE_WIDGETS_OPTION, 'store_widgets_rebuild_rewrites' );
add_action( 'save_post_page', 'store_widgets_rebuild_rewrites' );
function store_widgets_rebuild_rewrites() {
	delete_option( 'rewrite_rules' );
}

function store_widgets_activate() {
	store_widgets_set_page_capabilities( true );
	store_widgets_add_rewrites();
	flush_rewrite_rules();
}

function store_widgets_deactivate() {
	store_widgets_set_page_capabilities( false );
	flush_rewrite_rules();
}
