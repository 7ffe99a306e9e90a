<?php
/**
 * One dynamic block per widget. The saved post content is the block's comment with its attributes
 * only (kses keeps it for every role); the page gets the widget's tag from render_callback, so
 * authors without raw HTML rights place widgets and never handle markup.
 */

defined( 'ABSPATH' ) || exit;

add_action( 'init', 'store_widgets_register_blocks' );
function store_widgets_register_blocks() {
	wp_register_script(
		'store-widgets-editor',
		STORE_WIDGETS_URL . 'editor.js',
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components' ),
		STORE_WIDGETS_VERSION,
		true
	);
	foreach ( store_widgets_widgets() as $widget ) {
		register_block_type(
			$widget['block'],
			array(
				'api_version'     => 2,
				'title'           => $widget['title'],
				'description'     => $widget['description'],
				'category'        => 'store-widgets',
				'icon'            => 'store',
				'attributes'      => store_widgets_block_attributes( $widget ),
				'supports'        => array(
					'align' => array( 'wide', 'full' ),
					'html'  => false,
				),
				'editor_script'   => 'store-widgets-editor',
				'render_callback' => static function ( $attributes ) use ( $widget ) {
					return store_widgets_render_widget( $widget, $attributes );
				},
			)
		);
	}
}

/** The block's attributes: one per widget attribute, by its camelCase key. */
function store_widgets_block_attributes( $widget ) {
	$attributes = array();
	foreach ( $widget['attributes'] as $attribute ) {
		$type = 'enum' === $attribute['control'] ? 'string' : $attribute['control'];
		$type = 'text' === $type ? 'string' : $type;
		$attributes[ $attribute['key'] ] = array( 'type' => $type );
		if ( 'enum' === $attribute['control'] ) {
			$attributes[ $attribute['key'] ]['enum'] = $attribute['values'];
		}
	}
	return $attributes;
}

/** `<store-x attr="…">`: set attributes only (a widget's own defaults stay its own), escaped. */
function store_widgets_render_widget( $widget, $attributes ) {
	$html = '';
	foreach ( $widget['attributes'] as $attribute ) {
		$value = $attributes[ $attribute['key'] ] ?? null;
		if ( null === $value || '' === $value || false === $value ) {
			continue;
		}
		$html .= true === $value
			? ' ' . $attribute['name']
			: sprintf( ' %s="%s"', $attribute['name'], esc_attr( (string) $value ) );
	}
	// The alignment's classes (alignwide, alignfull) on the tag itself: the theme's layout widens it.
	$wrapper = get_block_wrapper_attributes();
	return sprintf( '<%1$s %2$s%3$s></%1$s>', $widget['tag'], $wrapper, $html );
}

add_filter( 'block_categories_all', 'store_widgets_block_category' );
function store_widgets_block_category( $categories ) {
	$categories[] = array(
		'slug'  => 'store-widgets',
		'title' => __( 'Store widgets', 'store-widgets' ),
	);
	return $categories;
}

add_action( 'enqueue_block_editor_assets', 'store_widgets_editor_data' );
/** What editor.js needs: the widgets, the script and the configuration in author mode. */
function store_widgets_editor_data() {
	$data = array(
		'widgets'   => store_widgets_widgets(),
		'scriptUrl' => store_widgets_settings()['scriptUrl'],
		'config'    => store_widgets_config( true ),
	);
	wp_add_inline_script( 'store-widgets-editor', 'window.storeWidgetsEditor = ' . store_widgets_script_json( $data ) . ';', 'before' );
}
