<?php
/**
 * Who may place the widgets: the blocks join any allow list a theme or another plugin sets, and
 * Authors and Contributors may build pages (their own), as they write posts, while the plugin is
 * active. None of them needs raw HTML rights.
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'allowed_block_types_all', 'store_widgets_allow_blocks', 20 );
function store_widgets_allow_blocks( $allowed ) {
	if ( ! is_array( $allowed ) ) {
		return $allowed;
	}
	return array_values( array_unique( array_merge( $allowed, array_column( store_widgets_widgets(), 'block' ) ) ) );
}

/** The page capabilities given to each role, mirroring its post capabilities. */
function store_widgets_page_capabilities() {
	return array(
		'author'      => array( 'edit_pages', 'edit_published_pages', 'publish_pages', 'delete_pages', 'delete_published_pages' ),
		'contributor' => array( 'edit_pages', 'delete_pages' ),
	);
}

function store_widgets_set_page_capabilities( $grant ) {
	foreach ( store_widgets_page_capabilities() as $role_name => $capabilities ) {
		$role = get_role( $role_name );
		if ( ! $role ) {
			continue;
		}
		foreach ( $capabilities as $capability ) {
			$grant ? $role->add_cap( $capability ) : $role->remove_cap( $capability );
		}
	}
}
