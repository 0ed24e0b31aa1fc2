/** Messages of the inventory calls (spec 001 section 8 shows none; these are ours). */
export const INVENTORY_MESSAGES = {
  itemNotFound: 'Inventory item not found',
  alertNotFound: 'Alert not found',
  productNotFound: 'Product not found',
  orderNotFound: 'Order not found',
  alreadyExists: 'This product already has an inventory item',
  productRequired: 'Product is required',
  productTwice: 'Send either product or productId, not both',
  belowReserved: (reserved: number) =>
    `Stock cannot go below the ${reserved} unit${reserved === 1 ? '' : 's'} reserved for open orders`,
  negativeStock: 'Stock cannot go below zero',
  notEnoughAvailable: (available: number) =>
    `Only ${available} unit${available === 1 ? '' : 's'} available to reserve`,
  releaseTooMuch: (open: number) =>
    `Only ${open} unit${open === 1 ? ' is' : 's are'} reserved for this order`,
  /** A release that names no order, beyond the item's reserved units. */
  releaseTooMuchReserved: (reserved: number) =>
    `Only ${reserved} unit${reserved === 1 ? ' is' : 's are'} reserved`,
  deleteReserved: 'This item has units reserved for open orders and cannot be deleted',
  quantityRequired: 'Please enter a quantity',
  quantityNonZero: 'Quantity must not be zero',
  reasonRequired: 'Please enter a reason',
  costOnlyForIncrease: 'A batch cost can only be recorded when stock is added',
  nothingToUpdate: 'Nothing to update',
  updatesRequired: 'Please send at least one update',
  tooManyUpdates: 'You can update at most 500 items at once',
  duplicateItem: 'The same item appears more than once',
  someNotFound: 'One or more of the items were not found',
  noCostRecorded: 'no cost recorded',
  fileRequired: 'Please choose a CSV file',
  fileTooLarge: 'The file is larger than 5 MB',
  notCsv: 'Please upload a CSV file',
  importInvalid: (rows: number) => `The file has ${rows} error${rows === 1 ? '' : 's'}; nothing was imported`,
  importDone: (changed: number) => `Imported: ${changed} item${changed === 1 ? '' : 's'} changed`,
  adjusted: 'Stock adjusted',
  acknowledged: 'Alert acknowledged',
  deleted: 'Inventory item deleted',
  noSales: 'No sales in the period',
} as const;
