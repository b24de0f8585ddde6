/**
 * English messages. Upper-case dotted keys are the spec's message keys (spec §5, §8); lower-case
 * dotted keys are UI strings. `{name}` marks a value filled in by `translate`. `ms.ts` must have
 * exactly the same keys (the type says so, and a test checks it at run time).
 */
export const en = {
  // Spec message keys
  'NO.RESULT.FOUND': 'No result found',
  'SOMETHING.WRONG.TRY.LATER': 'Something went wrong, try again later',
  REQUIRED: 'This field is required',
  'MUST.BE.EMAIL': 'Please enter a valid email address',
  'EIGHT.CHARACTER': 'The password must be at least 8 characters',
  'PASSWORD.NOT.MATCH': 'The passwords do not match',
  'PAGE.NOT.FOUND': 'This page could not be found',

  // Page titles and descriptions
  'meta.siteName': 'Borong',
  'meta.homeTitle': 'Borong: B2B wholesale marketplace in Malaysia',
  'meta.homeDescription':
    'Buy wholesale from over 50,000 brands and sellers across Malaysia. Compare suppliers, order in bulk and pay on 30-day credit terms.',
  'meta.searchTitle': 'Search stores',
  'meta.searchDescription': 'Find wholesale suppliers and brands across Malaysia on Borong.',
  'meta.registerTitle': 'Register to buy',
  'meta.notFoundTitle': 'Page not found',
  'meta.errorTitle': 'Error',
  'meta.storeTitle': '{name}: wholesale store',
  'meta.storeDescription': 'Buy wholesale from {name} on Borong: prices, stock and products.',
  'meta.productTitle': '{name}',
  'meta.productDescription': 'Wholesale price and stock of {name} on Borong.',
  'meta.catalogueTitle': '{name}',
  'meta.catalogueDescription': '{name}: wholesale products picked for you on Borong.',
  'meta.catalogueNotFoundTitle': 'Catalogue Does Not Exist',
  'meta.recommendedTitle': 'Recommended products',
  'meta.recommendedDescription': 'Wholesale products recommended for businesses on Borong.',
  'meta.promotionsTitle': 'Promotions & deals',
  'meta.promotionsDescription': 'The latest wholesale promotions and deals on Borong.',
  'meta.contentTitle': '{title}',
  'meta.brandsTitle': 'Brands',
  'meta.brandsDescription': 'Browse over 30,000 wholesale brands on Borong, from A to Z.',
  'meta.allCategoriesTitle': 'All categories',
  'meta.allCategoriesDescription': 'Browse every wholesale product category on Borong, from food and beverages to home appliances, and find suppliers in each.',

  // Accessibility helpers
  'a11y.skipToContent': 'Skip to content',
  'a11y.scrollToTop': 'Back to top',
  'a11y.opensInNewTab': '(opens in a new tab)',

  // Header
  'header.tagline': "Malaysia's largest B2B one-stop wholesale solution",
  'header.helpCentre': 'Help centre',
  'header.faq': 'FAQ',
  'header.contactUs': 'Contact us',
  'header.language': 'Language',
  'header.home': 'Borong home',
  'header.searchLabel': 'Search stores',
  'header.searchPlaceholder': 'Search stores, brands and products',
  'header.searchButton': 'Search',
  'header.registerToBuy': 'Register to buy',
  'header.login': 'Login',
  'header.categories': 'All categories',
  'header.categoriesNav': 'Product categories',
  'header.brands': 'Brands',
  'header.subMenu': 'Shop by',
  'header.menu': 'Menu',
  'header.openMenu': 'Open menu',
  'header.closeMenu': 'Close menu',
  'header.signIn': 'Sign in',
  'header.signUp': 'Sign up',
  'header.noCategories': 'Oops there is no data found...',
  'header.allIn': 'All of {name}',

  // Footer
  'footer.label': 'Site information',
  'footer.about': 'Borong connects business buyers with wholesale suppliers, brands and distributors across Malaysia.',
  'footer.payments': 'We accept',
  'footer.copyright': '© {year} Borong. All rights reserved.',

  // Alerts
  'alert.title': 'Notice',
  'alert.close': 'Close',
  'alertBar.membership': 'Join membership and get more discount',
  'alertBar.dismiss': 'Dismiss',

  // Home
  'home.heading': 'Find wholesale suppliers across Malaysia',
  'home.subheading': 'Search over 50,000 brands and sellers, and buy in bulk on 30-day credit terms.',
  'home.searchLabel': 'What are you looking for?',
  'home.searchPlaceholder': 'Search stores, brands and products',
  'home.storesHeading': 'Discover stores',
  'home.viewAllStores': 'View all stores',

  // Store cards
  'stores.vip': 'VIP',
  'stores.vipLabel': 'VIP DIRECT seller: buy directly from the brand owner or its appointed distributor',
  'stores.logoAlt': '{name} logo',

  // Search
  'search.heading': 'All stores',
  'search.headingFor': 'Results for “{query}”',
  'search.headingCategory': 'Stores in {category}',
  'search.headingBrand': 'Stores selling {brand}',
  'search.countOne': '1 store found',
  'search.countMany': '{count} stores found',
  'search.previous': 'Previous',
  'search.next': 'Next',
  'search.pageOf': 'Page {page} of {pages}',
  'search.pagination': 'Pagination',

  // Product cards and the product page
  'product.price': 'Price',
  'product.perUnit': 'per {unit}',
  'product.rrp': 'RRP',
  'product.discountBadge': '-{percent}%',
  'product.discountLabel': '{percent}% off',
  'product.soldOut': 'Sold Out',
  'product.inStock': '{count} in stock',
  'product.stock': 'Stock',
  'product.brand': 'Brand',
  'product.unit': 'Unit',
  'product.description': 'Description',
  'product.soldBy': 'Sold by',
  'product.addToList': 'Add to shopping list',
  'product.gallery': 'Product images',
  'product.showImage': 'Show image {n} of {count}',
  'product.details': 'Product details',

  // Store page
  'store.productsHeading': 'Products',
  'store.loadMore': 'Load more',
  'store.loading': 'Loading…',
  'store.showing': 'Showing {to} of {total} products',
  'store.showingRange': 'Showing products {from}–{to} of {total}',
  'store.firstProducts': 'Back to the first products',
  'store.location': 'Location',
  'store.topCategory': 'Top category',
  'store.industry': 'Industry',
  'store.loadFailed': 'More products could not be loaded. Please try again.',

  // Catalogue, recommended products, promotions
  'catalogue.notFound': 'Catalogue Does Not Exist',
  'catalogue.productCount': '{count} products',
  'recommended.heading': 'Recommended products',
  'promotions.heading': 'Promotions & deals',
  'promotions.view': 'View the {name} catalogue',
  'pagination.page': 'Page {page}',
  'brands.heading': 'Brands',
  'brands.searchLabel': 'Search brands',
  'brands.searchPlaceholder': 'Search brands',
  'brands.searchButton': 'Search',
  'brands.letters': 'Brands by letter',
  'brands.allLetters': 'All brands',
  'brands.count': '{count} brands',
  'brands.quotationHeading': 'Cannot find the product you need?',
  'brands.quotationText': 'Tell us what you are looking for and sellers will send you a quotation.',
  'brands.quotationLink': 'Request a quotation',
  'categories.heading': 'All categories',
  'categories.groupsHeading': 'Shop by category group',
  'categories.treeHeading': 'Browse every category',

  // Navigation
  'nav.home': 'Home',
  'nav.search': 'Search',
  'nav.breadcrumb': 'Breadcrumb',

  // Errors
  'error.status': 'Error {status}',
  'error.notFound': 'This page could not be found',
  'error.unavailable': 'The service is temporarily unavailable. Please try again shortly.',
  'error.backHome': 'Back to home',
  'error.boundaryFailed': 'An error occurred while showing the error page',
  'error.retry': 'Try again',

  // Register
  'register.heading': 'Register to buy',
  'register.intro': 'Create a free business account to buy wholesale from thousands of sellers, with credit terms of up to 30 days.',
  'register.haveAccount': 'Already have an account?',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
