/**
 * The widgets' blocks in the block editor, written with WordPress's globals (no build step): each
 * block shows its widget in author mode (a labelled sample at its real size, no backend call) and
 * its attributes as controls in the sidebar. The page keeps only the block's comment: the server
 * renders the tag (includes/blocks.php).
 */
(function (wp, data) {
  'use strict';
  if (!wp || !data) return;
  var el = wp.element.createElement;
  var InspectorControls = wp.blockEditor.InspectorControls;
  var useBlockProps = wp.blockEditor.useBlockProps;
  var components = wp.components;

  // The widgets in author mode: the configuration as the global the widgets read, then the loader.
  if (data.scriptUrl && !document.getElementById('store-widgets-editor-loader')) {
    window.storeWidgetsConfig = data.config;
    var loader = document.createElement('script');
    loader.type = 'module';
    loader.id = 'store-widgets-editor-loader';
    loader.src = data.scriptUrl;
    document.head.appendChild(loader);
  }

  /** The widget's HTML attributes from the block's: set ones only, a true boolean bare. */
  function tagAttributes(widget, values) {
    var result = {};
    widget.attributes.forEach(function (attribute) {
      var value = values[attribute.key];
      if (value === undefined || value === null || value === '' || value === false) return;
      result[attribute.name] = value === true ? '' : String(value);
    });
    return result;
  }

  /** The sidebar control of one attribute, by its type in the manifest. */
  function control(attribute, props) {
    var value = props.attributes[attribute.key];
    var set = function (next) {
      var change = {};
      change[attribute.key] = next;
      props.setAttributes(change);
    };
    var common = { key: attribute.key, label: attribute.name, help: attribute.description };
    if (attribute.control === 'boolean') {
      return el(
        components.ToggleControl,
        Object.assign(common, { checked: !!value, onChange: set }),
      );
    }
    if (attribute.control === 'enum') {
      var options = [{ label: '—', value: '' }].concat(
        attribute.values.map(function (option) {
          return { label: option, value: option };
        }),
      );
      return el(
        components.SelectControl,
        Object.assign(common, { value: value || '', options: options, onChange: set }),
      );
    }
    if (attribute.control === 'number') {
      return el(
        components.TextControl,
        Object.assign(common, {
          type: 'number',
          value: value === undefined ? '' : value,
          onChange: function (next) {
            set(next === '' ? undefined : Number(next));
          },
        }),
      );
    }
    return el(components.TextControl, Object.assign(common, { value: value || '', onChange: set }));
  }

  /** The block's attributes (as includes/blocks.php registers them). */
  function blockAttributes(widget) {
    var result = {};
    widget.attributes.forEach(function (attribute) {
      var type = { text: 'string', enum: 'string' }[attribute.control] || attribute.control;
      result[attribute.key] =
        attribute.control === 'enum' ? { type: type, enum: attribute.values } : { type: type };
    });
    return result;
  }

  data.widgets.forEach(function (widget) {
    wp.blocks.registerBlockType(widget.block, {
      apiVersion: 2,
      title: widget.title,
      description: widget.description,
      category: 'store-widgets',
      icon: 'store',
      attributes: blockAttributes(widget),
      supports: { align: ['wide', 'full'], html: false },
      edit: function (props) {
        var blockProps = useBlockProps();
        var controls = widget.attributes.map(function (attribute) {
          return control(attribute, props);
        });
        return el(
          wp.element.Fragment,
          null,
          controls.length
            ? el(
                InspectorControls,
                null,
                el(components.PanelBody, { title: widget.title }, controls),
              )
            : null,
          el('div', blockProps, el(widget.tag, tagAttributes(widget, props.attributes))),
        );
      },
      // Dynamic: the server renders the tag; the post keeps the comment and its attributes.
      save: function () {
        return null;
      },
    });
  });
})(window.wp, window.storeWidgetsEditor);
