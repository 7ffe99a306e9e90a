import { defineMessages } from '../../core/i18n/messages';

/**
 * The quick order's own texts: labels, instructions and form-level outcomes. The rule messages
 * (unknown product, duplicate, quantities, qualification, aimswebPlus, stock) come from the cart
 * catalog (src/rules/cart/cart.messages.ts). English defines the keys; other languages fall
 * back to it per key.
 */
export const quickOrderMessages = defineMessages({
  en: {
    caption: 'Products to add by ISBN or product code',
    instructions:
      'Type or paste up to {max} ISBNs or product codes, one per row. You can paste a list, for example from a spreadsheet, with the quantity after a tab or a comma.',
    columnRow: 'Row',
    columnEntry: 'ISBN or product code',
    columnQuantity: 'Quantity',
    columnProduct: 'Product',
    entryLabel: 'ISBN or product code, row {row}',
    quantityLabel: 'Quantity, row {row}',
    level: 'Qualification level {level}',
    thirdPartyProgram: 'Third-party program: made and supported by {publisher}',
    checking: 'Looking up…',
    tryAgainRow: 'Try again, row {row}',
    tryAgain: 'Try again',
    addRow: 'Add row',
    addToCart: 'Add to cart',
    adding: 'Adding to your cart…',
    checkingAll: 'Checking your products…',
    rowAdded: 'Row {row} added.',
    pastedOne: 'Pasted 1 product into row {first}.',
    pastedMany: 'Pasted {count} products into rows {first} to {last}.',
    notPasted: 'Not pasted: {entries}.',
    invalidOne: '1 row needs your attention. Nothing was added to your cart.',
    invalidMany: '{count} rows need your attention. Nothing was added to your cart.',
    empty: 'Enter at least one ISBN or product code.',
    addFailed:
      'We could not add these products to your cart. Nothing was added and your rows are unchanged. Please try again.',
    addRefused:
      'Nothing was added to your cart: the row marked below cannot be added. Correct it and try again.',
    addedOne: 'Added 1 product to your cart.',
    addedMany: 'Added {count} products to your cart.',
    addedLine: '{quantity} × {name}',
    notice: '{name}: {message}',
    viewCart: 'View cart',
    restricted:
      'This product requires qualification level {needed}, which your qualification level does not include.',
  },
  fr: {
    caption: 'Produits à ajouter par ISBN ou code de produit',
    instructions:
      'Saisissez ou collez jusqu’à {max} ISBN ou codes de produit, un par ligne. Vous pouvez coller une liste, par exemple depuis un tableur, avec la quantité après une tabulation ou une virgule.',
    columnRow: 'Ligne',
    columnEntry: 'ISBN ou code de produit',
    columnQuantity: 'Quantité',
    columnProduct: 'Produit',
    entryLabel: 'ISBN ou code de produit, ligne {row}',
    quantityLabel: 'Quantité, ligne {row}',
    level: 'Niveau de qualification {level}',
    thirdPartyProgram: 'Programme tiers : conçu et pris en charge par {publisher}',
    checking: 'Recherche…',
    tryAgainRow: 'Réessayer, ligne {row}',
    tryAgain: 'Réessayer',
    addRow: 'Ajouter une ligne',
    addToCart: 'Ajouter au panier',
    adding: 'Ajout à votre panier…',
    checkingAll: 'Vérification de vos produits…',
    rowAdded: 'Ligne {row} ajoutée.',
    pastedOne: '1 produit collé dans la ligne {first}.',
    pastedMany: '{count} produits collés dans les lignes {first} à {last}.',
    notPasted: 'Non collés : {entries}.',
    invalidOne: '1 ligne demande votre attention. Rien n’a été ajouté à votre panier.',
    invalidMany: '{count} lignes demandent votre attention. Rien n’a été ajouté à votre panier.',
    empty: 'Saisissez au moins un ISBN ou un code de produit.',
    addFailed:
      'Impossible d’ajouter ces produits à votre panier. Rien n’a été ajouté et vos lignes sont inchangées. Veuillez réessayer.',
    addRefused:
      'Rien n’a été ajouté à votre panier : la ligne signalée ci-dessous ne peut pas être ajoutée. Corrigez-la et réessayez.',
    addedOne: '1 produit ajouté à votre panier.',
    addedMany: '{count} produits ajoutés à votre panier.',
    addedLine: '{quantity} × {name}',
    notice: '{name} : {message}',
    viewCart: 'Voir le panier',
    restricted:
      'Ce produit exige le niveau de qualification {needed}, que votre niveau de qualification n’inclut pas.',
  },
  nl: {
    caption: 'Producten toevoegen op ISBN of productcode',
    instructions:
      'Typ of plak maximaal {max} ISBN’s of productcodes, één per rij. U kunt een lijst plakken, bijvoorbeeld uit een spreadsheet, met het aantal na een tab of een komma.',
    columnRow: 'Rij',
    columnEntry: 'ISBN of productcode',
    columnQuantity: 'Aantal',
    columnProduct: 'Product',
    entryLabel: 'ISBN of productcode, rij {row}',
    quantityLabel: 'Aantal, rij {row}',
    level: 'Kwalificatieniveau {level}',
    thirdPartyProgram: 'Programma van derden: gemaakt en ondersteund door {publisher}',
    checking: 'Opzoeken…',
    tryAgainRow: 'Opnieuw proberen, rij {row}',
    tryAgain: 'Opnieuw proberen',
    addRow: 'Rij toevoegen',
    addToCart: 'In winkelwagen',
    adding: 'Wordt aan uw winkelwagen toegevoegd…',
    checkingAll: 'Uw producten worden gecontroleerd…',
    rowAdded: 'Rij {row} toegevoegd.',
    pastedOne: '1 product geplakt in rij {first}.',
    pastedMany: '{count} producten geplakt in rij {first} tot en met {last}.',
    notPasted: 'Niet geplakt: {entries}.',
    invalidOne: '1 rij vraagt uw aandacht. Er is niets aan uw winkelwagen toegevoegd.',
    invalidMany: '{count} rijen vragen uw aandacht. Er is niets aan uw winkelwagen toegevoegd.',
    empty: 'Vul minstens één ISBN of productcode in.',
    addFailed:
      'We konden deze producten niet aan uw winkelwagen toevoegen. Er is niets toegevoegd en uw rijen zijn ongewijzigd. Probeer het opnieuw.',
    addRefused:
      'Er is niets aan uw winkelwagen toegevoegd: de hieronder gemarkeerde rij kan niet worden toegevoegd. Corrigeer deze en probeer het opnieuw.',
    addedOne: '1 product aan uw winkelwagen toegevoegd.',
    addedMany: '{count} producten aan uw winkelwagen toegevoegd.',
    addedLine: '{quantity} × {name}',
    notice: '{name}: {message}',
    viewCart: 'Winkelwagen bekijken',
    restricted:
      'Voor dit product is kwalificatieniveau {needed} vereist, dat niet onder uw kwalificatieniveau valt.',
  },
  es: {
    caption: 'Productos para añadir por ISBN o código de producto',
    instructions:
      'Escriba o pegue hasta {max} ISBN o códigos de producto, uno por fila. Puede pegar una lista, por ejemplo desde una hoja de cálculo, con la cantidad después de un tabulador o una coma.',
    columnRow: 'Fila',
    columnEntry: 'ISBN o código de producto',
    columnQuantity: 'Cantidad',
    columnProduct: 'Producto',
    entryLabel: 'ISBN o código de producto, fila {row}',
    quantityLabel: 'Cantidad, fila {row}',
    level: 'Nivel de cualificación {level}',
    thirdPartyProgram: 'Programa de terceros: creado y con soporte de {publisher}',
    checking: 'Buscando…',
    tryAgainRow: 'Reintentar, fila {row}',
    tryAgain: 'Reintentar',
    addRow: 'Añadir fila',
    addToCart: 'Añadir al carrito',
    adding: 'Añadiendo a su carrito…',
    checkingAll: 'Comprobando sus productos…',
    rowAdded: 'Fila {row} añadida.',
    pastedOne: '1 producto pegado en la fila {first}.',
    pastedMany: '{count} productos pegados en las filas {first} a {last}.',
    notPasted: 'No pegados: {entries}.',
    invalidOne: '1 fila requiere su atención. No se ha añadido nada a su carrito.',
    invalidMany: '{count} filas requieren su atención. No se ha añadido nada a su carrito.',
    empty: 'Introduzca al menos un ISBN o código de producto.',
    addFailed:
      'No hemos podido añadir estos productos a su carrito. No se ha añadido nada y sus filas no han cambiado. Inténtelo de nuevo.',
    addRefused:
      'No se ha añadido nada a su carrito: la fila marcada abajo no se puede añadir. Corríjala e inténtelo de nuevo.',
    addedOne: 'Se ha añadido 1 producto a su carrito.',
    addedMany: 'Se han añadido {count} productos a su carrito.',
    addedLine: '{quantity} × {name}',
    notice: '{name}: {message}',
    viewCart: 'Ver carrito',
    restricted:
      'Este producto requiere el nivel de cualificación {needed}, que su nivel de cualificación no incluye.',
  },
});

export type QuickOrderMessageKey = keyof typeof quickOrderMessages.en;
