<?php
/**
 * Settings → Store widgets: the backends, the widgets' script, the sign-in callback page and the
 * site's page for each route. One option, also writable through the REST settings endpoint.
 */

defined( 'ABSPATH' ) || exit;

const STORE_WIDGETS_OPTION = 'store_widgets_settings';

/** The text settings, each a configuration key of the same name except the script's URL. */
function store_widgets_text_fields() {
	return array(
		'platformKey' => __( 'Platform key', 'store-widgets' ),
		'apiBase'     => __( 'Commerce API base URL', 'store-widgets' ),
		'contentBase' => __( 'Content base URL', 'store-widgets' ),
		'storeBase'   => __( 'Store backend base URL', 'store-widgets' ),
		'authBase'    => __( 'Identity server base URL', 'store-widgets' ),
		'host'        => __( 'Host (regional site)', 'store-widgets' ),
		'scriptUrl'   => __( 'Widgets script URL (store-widgets.js on the CDN)', 'store-widgets' ),
	);
}

/** The option's shape, for the REST settings endpoint and for sanitizing. */
function store_widgets_settings_schema() {
	$properties = array();
	foreach ( array_keys( store_widgets_text_fields() ) as $key ) {
		$properties[ $key ] = array( 'type' => 'string' );
	}
	$properties['callbackPage'] = array( 'type' => 'integer' );
	$properties['productPage']  = array( 'type' => 'integer' );
	$properties['extraConfig']  = array( 'type' => 'string' );
	$route_pages                = array();
	foreach ( store_widgets_routes() as $route ) {
		$route_pages[ $route['name'] ] = array( 'type' => 'integer' );
	}
	$properties['routePages'] = array(
		'type'                 => 'object',
		'properties'           => $route_pages,
		'additionalProperties' => false,
	);
	return array(
		'type'                 => 'object',
		'properties'           => $properties,
		'additionalProperties' => false,
	);
}

/** The saved settings, every key present. */
function store_widgets_settings() {
	$saved    = get_option( STORE_WIDGETS_OPTION, array() );
	$saved    = is_array( $saved ) ? $saved : array();
	$defaults = array_fill_keys( array_keys( store_widgets_text_fields() ), '' );
	$defaults += array(
		'callbackPage' => 0,
		'productPage'  => 0,
		'extraConfig'  => '',
		'routePages'   => array(),
	);
	return array_merge( $defaults, $saved );
}

/** Keeps known keys only: trimmed texts, URLs as URLs, page ids as integers. */
function store_widgets_sanitize_settings( $input ) {
	$input = is_array( $input ) ? $input : array();
	$clean = array();
	foreach ( array_keys( store_widgets_text_fields() ) as $key ) {
		$value         = isset( $input[ $key ] ) ? trim( (string) $input[ $key ] ) : '';
		$clean[ $key ] = ( 'Base' === substr( $key, -4 ) || 'scriptUrl' === $key )
			? esc_url_raw( $value )
			: sanitize_text_field( $value );
	}
	$clean['callbackPage'] = absint( $input['callbackPage'] ?? 0 );
	$clean['productPage']  = absint( $input['productPage'] ?? 0 );
	$extra                 = trim( (string) ( $input['extraConfig'] ?? '' ) );
	if ( '' !== $extra && ! is_array( json_decode( $extra, true ) ) ) {
		add_settings_error( STORE_WIDGETS_OPTION, 'extra-config', __( 'The additional configuration must be a JSON object; it was not saved.', 'store-widgets' ) );
		$extra = '';
	}
	$clean['extraConfig'] = $extra;
	$clean['routePages']  = array();
	$route_pages          = is_array( $input['routePages'] ?? null ) ? $input['routePages'] : array();
	foreach ( store_widgets_routes() as $route ) {
		$page = absint( $route_pages[ $route['name'] ] ?? 0 );
		if ( $page ) {
			$clean['routePages'][ $route['name'] ] = $page;
		}
	}
	return $clean;
}

add_action( 'init', 'store_widgets_register_setting' );
function store_widgets_register_setting() {
	register_setting(
		'store_widgets',
		STORE_WIDGETS_OPTION,
		array(
			'type'              => 'object',
			'default'           => array(),
			'sanitize_callback' => 'store_widgets_sanitize_settings',
			'show_in_rest'      => array( 'schema' => store_widgets_settings_schema() ),
		)
	);
}

add_action( 'admin_menu', 'store_widgets_add_settings_page' );
function store_widgets_add_settings_page() {
	add_options_page(
		__( 'Store widgets', 'store-widgets' ),
		__( 'Store widgets', 'store-widgets' ),
		'manage_options',
		'store-widgets',
		'store_widgets_render_settings_page'
	);
}

/** A page choice (none by default). */
function store_widgets_page_select( $name, $selected ) {
	return wp_dropdown_pages(
		array(
			'name'              => $name,
			'selected'          => (int) $selected,
			'show_option_none'  => __( '— None —', 'store-widgets' ),
			'option_none_value' => '0',
			'echo'              => 0,
		)
	);
}

function store_widgets_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$settings = store_widgets_settings();
	$name     = STORE_WIDGETS_OPTION;
	echo '<div class="wrap"><h1>' . esc_html__( 'Store widgets', 'store-widgets' ) . '</h1>';
	echo '<form method="post" action="options.php">';
	settings_fields( 'store_widgets' );
	echo '<table class="form-table" role="presentation">';
	foreach ( store_widgets_text_fields() as $key => $label ) {
		printf(
			'<tr><th scope="row"><label for="%1$s">%2$s</label></th><td><input class="regular-text" id="%1$s" name="%3$s[%1$s]" value="%4$s"></td></tr>',
			esc_attr( $key ),
			esc_html( $label ),
			esc_attr( $name ),
			esc_attr( $settings[ $key ] )
		);
	}
	printf(
		'<tr><th scope="row">%s</th><td>%s<p class="description">%s</p></td></tr>',
		esc_html__( 'Sign-in callback page', 'store-widgets' ),
		store_widgets_page_select( $name . '[callbackPage]', $settings['callbackPage'] ), // phpcs:ignore WordPress.Security.EscapeOutput -- wp_dropdown_pages escapes.
		esc_html__( 'Register this page\'s address at the identity server as the redirect URI.', 'store-widgets' )
	);
	printf(
		'<tr><th scope="row">%s</th><td>%s<p class="description">%s</p></td></tr>',
		esc_html__( 'Product template page', 'store-widgets' ),
		store_widgets_page_select( $name . '[productPage]', $settings['productPage'] ), // phpcs:ignore WordPress.Security.EscapeOutput
		esc_html__( 'Serves every /p/{code} address (product codes of digits included).', 'store-widgets' )
	);
	echo '</table><h2>' . esc_html__( 'The site\'s pages for the widgets\' links', 'store-widgets' ) . '</h2>';
	echo '<p>' . esc_html__( 'A route without a page keeps the widgets\' default address. A page whose route carries ids also answers its address followed by those ids.', 'store-widgets' ) . '</p>';
	echo '<table class="form-table" role="presentation">';
	foreach ( store_widgets_routes() as $route ) {
		if ( 'product' === $route['name'] ) {
			continue;
		}
		$params = $route['params'] ? ' <code>/{' . implode( '}/{', array_map( 'esc_html', $route['params'] ) ) . '}/</code>' : '';
		printf(
			'<tr><th scope="row">%s%s</th><td>%s</td></tr>',
			esc_html( $route['label'] ),
			$params, // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above.
			store_widgets_page_select( $name . '[routePages][' . $route['name'] . ']', $settings['routePages'][ $route['name'] ] ?? 0 ) // phpcs:ignore WordPress.Security.EscapeOutput
		);
	}
	echo '</table><h2>' . esc_html__( 'Additional configuration', 'store-widgets' ) . '</h2>';
	printf(
		'<p><label for="extraConfig">%s</label></p><textarea class="large-text code" rows="6" id="extraConfig" name="%s[extraConfig]">%s</textarea>',
		esc_html__( 'Other configuration keys, as a JSON object (the fields above win).', 'store-widgets' ),
		esc_attr( $name ),
		esc_textarea( $settings['extraConfig'] )
	);
	submit_button();
	echo '</form></div>';
}
