import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RestCategory, RestGroupListItem, RestLoginAnswer, RestSessionUser, RestGroupDetail, RestCategoryRef, PriceLevelRow, RestNextLevel, RestGroupDocument, RestSupplier } from '../rest/rest-types';
import type { ICountry, IState, ICity } from 'country-state-city';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time in UTC, e.g. 2026-12-31T23:59:59.000Z. */
  DateTime: { input: string; output: string | Date; }
  /** An e-mail address (RFC 5322 simplified). */
  EmailAddress: { input: string; output: string; }
  /** A non-negative integer. */
  NonNegativeInt: { input: number; output: number; }
  /** An integer of 1 or more. */
  PositiveInt: { input: number; output: number; }
  /** A US ZIP code of exactly five digits. */
  PostalCode: { input: string; output: string; }
};

/** A product category; top-level categories hold sub-categories of the same shape. */
export type Category = {
  __typename?: 'Category';
  /** The category id, used in /category/{id}. */
  id: Scalars['ID']['output'];
  /** The category's display name. */
  name: Scalars['String']['output'];
  /** The sub-categories, in display order; empty for a leaf. */
  subCategories: Array<Category>;
};

/** A category named by a group. */
export type CategoryRef = {
  __typename?: 'CategoryRef';
  /** The category id, used in /category/{id}. */
  id: Scalars['ID']['output'];
  /** The category's display name. */
  name: Scalars['String']['output'];
};

/** A city of a state. */
export type City = {
  __typename?: 'City';
  /** The two-letter code of the city's country. */
  countryCode: Scalars['String']['output'];
  /** The city's name. */
  name: Scalars['String']['output'];
  /** The ISO code of the city's state. */
  stateCode: Scalars['String']['output'];
  /** The option value the address forms use: the state code and the city name joined by '_', e.g. TX_Dallas. */
  value: Scalars['ID']['output'];
};

/** A country of the reference data. */
export type Country = {
  __typename?: 'Country';
  /** The ISO currency code, e.g. USD. */
  currency?: Maybe<Scalars['String']['output']>;
  /** The flag emoji. */
  flag: Scalars['String']['output'];
  /** The two-letter ISO code, e.g. US. */
  isoCode: Scalars['ID']['output'];
  /** Latitude of the country's centre as decimal text, if known. */
  latitude?: Maybe<Scalars['String']['output']>;
  /** Longitude of the country's centre as decimal text, if known. */
  longitude?: Maybe<Scalars['String']['output']>;
  /** The country's name. */
  name: Scalars['String']['output'];
  /** The international calling code without '+', e.g. 1. */
  phonecode: Scalars['String']['output'];
  /** The country's time zones. */
  timezones: Array<Timezone>;
};

/** The kind of customer account. */
export type CustomerType =
  /** A company; may claim tax exemption with documents. */
  | 'BUSINESS'
  /** A private person. */
  | 'INDIVIDUAL';

/** A buy group in full, as its detail page shows it. */
export type Group = {
  __typename?: 'Group';
  /** The category the group belongs to. */
  category: CategoryRef;
  /** The 1-based row of `levels` holding the units booked so far (the highlighted row). */
  currentLevel: Scalars['PositiveInt']['output'];
  /** The product's description. */
  description: Scalars['String']['output'];
  /** The current unit price in dollars: the price level holding the units booked so far. */
  discountedPrice: Scalars['Float']['output'];
  /** The product's documents. */
  documents: Array<GroupDocument>;
  /** When the group closes ('Deal Ends On'). */
  endDate: Scalars['DateTime']['output'];
  /** The group id. */
  id: Scalars['ID']['output'];
  /** Paths of the product's images, served under /media/, in display order. */
  images: Array<Scalars['String']['output']>;
  /** The price levels, by ascending quantity. */
  levels: Array<PriceLevel>;
  /** The most units the group can sell. */
  maxQuantity: Scalars['NonNegativeInt']['output'];
  /** The next cheaper level and how many units the group still needs for it; null at the top level. */
  nextLevel?: Maybe<NextPriceLevel>;
  /** The original unit price in dollars. */
  price: Scalars['Float']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Units ordered by all buyers so far ('Total orders placed by all buyers'). */
  quantityBooked: Scalars['NonNegativeInt']['output'];
  /** Whether the group still takes orders; CLOSED hides add-to-cart. */
  status: GroupStatus;
  /** Where the supplier ships from. */
  supplier: SupplierAddress;
  /** Units still available. */
  unitsLeft: Scalars['NonNegativeInt']['output'];
};

/** A buy group as a card in the listing. */
export type GroupCard = {
  __typename?: 'GroupCard';
  /** The current unit price in dollars: the price level holding the units booked so far. */
  discountedPrice: Scalars['Float']['output'];
  /** When the group closes. */
  endDate: Scalars['DateTime']['output'];
  /** The group id, used in /product/{id}. */
  id: Scalars['ID']['output'];
  /** The path of the product's first image, served under /media/. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The original unit price in dollars. */
  price: Scalars['Float']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Units ordered by all buyers so far. */
  quantityBooked: Scalars['NonNegativeInt']['output'];
  /** Whether the group still takes orders. */
  status: GroupStatus;
};

/** A document of a group's product, e.g. a data sheet. */
export type GroupDocument = {
  __typename?: 'GroupDocument';
  /** The document's file name. */
  fileName: Scalars['String']['output'];
  /** The document's path, served under /media/. */
  url: Scalars['String']['output'];
};

/** Filters of the group listing; they combine. */
export type GroupFilter = {
  /** Only groups of this category or one of its sub-categories. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Only groups whose current unit price is at most this many dollars. */
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Only groups whose current unit price is at least this many dollars. */
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Only groups whose product name contains this text (case-insensitive). */
  productName?: InputMaybe<Scalars['String']['input']>;
  /** Only groups delivering to this US ZIP code. An unknown ZIP lists nothing. */
  zipCode: Scalars['PostalCode']['input'];
};

/** One page of the group listing. */
export type GroupPage = {
  __typename?: 'GroupPage';
  /** True when this page is full, so a next page may hold more ('Load More' shows). */
  hasMore: Scalars['Boolean']['output'];
  /** The groups on this page, in listing order. */
  items: Array<GroupCard>;
  /** The page number, counted from 0. */
  page: Scalars['NonNegativeInt']['output'];
  /** The page size asked for. */
  pageSize: Scalars['PositiveInt']['output'];
};

/** Whether a buy group still takes orders. */
export type GroupStatus =
  /** The group's end date passed or it sold out; no more orders. */
  | 'CLOSED'
  /** The group takes orders. */
  | 'OPEN';

/** The answer to a successful sign-in. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** The server's message. */
  message: Scalars['String']['output'];
  /** The account's role, e.g. customer or admin. */
  role: Scalars['String']['output'];
  /** The session token to send as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
  /** The signed-in customer. */
  user: SessionUser;
  /** The ZIP code of the customer's address, used to list groups nearby. */
  zipCode?: Maybe<Scalars['String']['output']>;
};

/** Write operations of the shop. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Signs a customer in. A wrong e-mail or password is a plain error carrying the API's
   * message (code BAD_USER_INPUT), never UNAUTHENTICATED.
   */
  login: LoginPayload;
};


/** Write operations of the shop. */
export type MutationLoginArgs = {
  email: Scalars['EmailAddress']['input'];
  password: Scalars['String']['input'];
};

/** The next price level a group can reach. */
export type NextPriceLevel = {
  __typename?: 'NextPriceLevel';
  /** The level's quantity. */
  quantityLevel: Scalars['PositiveInt']['output'];
  /** The unit price in dollars at that level. */
  unitPrice: Scalars['Float']['output'];
  /** Units all buyers together still need to order to reach it. */
  unitsNeeded: Scalars['PositiveInt']['output'];
};

/** One row of a group's price table. */
export type PriceLevel = {
  __typename?: 'PriceLevel';
  /** The first total quantity this row covers (1 for the first row, else the previous level plus 1). */
  fromQuantity: Scalars['PositiveInt']['output'];
  /** The last total quantity this row covers (the level's quantity). */
  quantityLevel: Scalars['PositiveInt']['output'];
  /** The unit price in dollars while the total booked quantity is in this row. */
  unitPrice: Scalars['Float']['output'];
};

/** Read operations of the shop. */
export type Query = {
  __typename?: 'Query';
  /** The category tree: top-level categories with their sub-categories. */
  categories: Array<Category>;
  /** The cities of a state, sorted by name; empty when none are known. */
  cities: Array<City>;
  /** Every country (about 250), sorted by name, for the address pickers. */
  countries: Array<Country>;
  /**
   * One buy group with everything its page shows. An unknown id is a NOT_FOUND error.
   * Groups asked for in one operation are fetched from the API in one call.
   */
  group: Group;
  /** Product names of open groups containing the text, for the search box's suggestions (at most 10). */
  groupNameSuggestions: Array<Scalars['String']['output']>;
  /**
   * One page of buy groups served in the area of `filter.zipCode`, narrowed by the other
   * filters. Pages are counted from 0.
   */
  groups: GroupPage;
  /**
   * The signed-in customer. Without a valid session token this is an UNAUTHENTICATED error
   * and the HTTP status is 401.
   */
  session: SessionUser;
  /** The states (subdivisions) of a country, sorted by name; empty for an unknown country. */
  states: Array<State>;
};


/** Read operations of the shop. */
export type QueryCitiesArgs = {
  countryCode: Scalars['String']['input'];
  stateCode: Scalars['String']['input'];
};


/** Read operations of the shop. */
export type QueryGroupArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the shop. */
export type QueryGroupNameSuggestionsArgs = {
  text: Scalars['String']['input'];
};


/** Read operations of the shop. */
export type QueryGroupsArgs = {
  filter: GroupFilter;
  page?: Scalars['NonNegativeInt']['input'];
  pageSize?: Scalars['PositiveInt']['input'];
};


/** Read operations of the shop. */
export type QueryStatesArgs = {
  countryCode: Scalars['String']['input'];
};

/** The signed-in customer as the browser keeps it for the session. */
export type SessionUser = {
  __typename?: 'SessionUser';
  /** Company name; empty for individuals. */
  companyName: Scalars['String']['output'];
  /** The customer id. */
  customerId: Scalars['ID']['output'];
  /** Individual or Business. */
  customerType: CustomerType;
  /** E-mail address. */
  email: Scalars['EmailAddress']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Full name, first and last. */
  name: Scalars['String']['output'];
  /** Phone number as entered, e.g. (214) 555-0100. */
  phoneNumber: Scalars['String']['output'];
  /** Job title; empty for individuals. */
  title: Scalars['String']['output'];
};

/** A state or other subdivision of a country. */
export type State = {
  __typename?: 'State';
  /** The two-letter code of the state's country. */
  countryCode: Scalars['String']['output'];
  /** Unique across countries: the country code and the state code joined by '-', e.g. US-TX. */
  id: Scalars['ID']['output'];
  /** The state's ISO code; unique only within its country and sometimes numeric-looking with leading zeros. */
  isoCode: Scalars['String']['output'];
  /** Latitude as decimal text, if known. */
  latitude?: Maybe<Scalars['String']['output']>;
  /** Longitude as decimal text, if known. */
  longitude?: Maybe<Scalars['String']['output']>;
  /** The state's name. */
  name: Scalars['String']['output'];
};

/** The supplier's shipping address. */
export type SupplierAddress = {
  __typename?: 'SupplierAddress';
  /** City. */
  city: Scalars['String']['output'];
  /** State code, e.g. TX. */
  state: Scalars['String']['output'];
  /** Street and number. */
  street: Scalars['String']['output'];
  /** ZIP code. */
  zipCode: Scalars['String']['output'];
};

/** A time zone of a country. */
export type Timezone = {
  __typename?: 'Timezone';
  /** The zone's abbreviation, e.g. CST. */
  abbreviation: Scalars['String']['output'];
  /** Offset from UTC in seconds. */
  gmtOffset: Scalars['Int']['output'];
  /** Offset from UTC as text, e.g. UTC-06:00. */
  gmtOffsetName: Scalars['String']['output'];
  /** The zone's long name. */
  tzName: Scalars['String']['output'];
  /** The IANA zone name, e.g. America/Chicago. */
  zoneName: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Category: ResolverTypeWrapper<RestCategory>;
  CategoryRef: ResolverTypeWrapper<RestCategoryRef>;
  City: ResolverTypeWrapper<ICity>;
  Country: ResolverTypeWrapper<ICountry>;
  CustomerType: CustomerType;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EmailAddress: ResolverTypeWrapper<Scalars['EmailAddress']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Group: ResolverTypeWrapper<RestGroupDetail>;
  GroupCard: ResolverTypeWrapper<RestGroupListItem>;
  GroupDocument: ResolverTypeWrapper<RestGroupDocument>;
  GroupFilter: GroupFilter;
  GroupPage: ResolverTypeWrapper<Omit<GroupPage, 'items'> & { items: Array<ResolversTypes['GroupCard']> }>;
  GroupStatus: GroupStatus;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginPayload: ResolverTypeWrapper<RestLoginAnswer>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NextPriceLevel: ResolverTypeWrapper<RestNextLevel>;
  NonNegativeInt: ResolverTypeWrapper<Scalars['NonNegativeInt']['output']>;
  PositiveInt: ResolverTypeWrapper<Scalars['PositiveInt']['output']>;
  PostalCode: ResolverTypeWrapper<Scalars['PostalCode']['output']>;
  PriceLevel: ResolverTypeWrapper<PriceLevelRow>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SessionUser: ResolverTypeWrapper<RestSessionUser>;
  State: ResolverTypeWrapper<IState>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SupplierAddress: ResolverTypeWrapper<RestSupplier>;
  Timezone: ResolverTypeWrapper<Timezone>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Category: RestCategory;
  CategoryRef: RestCategoryRef;
  City: ICity;
  Country: ICountry;
  DateTime: Scalars['DateTime']['output'];
  EmailAddress: Scalars['EmailAddress']['output'];
  Float: Scalars['Float']['output'];
  Group: RestGroupDetail;
  GroupCard: RestGroupListItem;
  GroupDocument: RestGroupDocument;
  GroupFilter: GroupFilter;
  GroupPage: Omit<GroupPage, 'items'> & { items: Array<ResolversParentTypes['GroupCard']> };
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginPayload: RestLoginAnswer;
  Mutation: Record<PropertyKey, never>;
  NextPriceLevel: RestNextLevel;
  NonNegativeInt: Scalars['NonNegativeInt']['output'];
  PositiveInt: Scalars['PositiveInt']['output'];
  PostalCode: Scalars['PostalCode']['output'];
  PriceLevel: PriceLevelRow;
  Query: Record<PropertyKey, never>;
  SessionUser: RestSessionUser;
  State: IState;
  String: Scalars['String']['output'];
  SupplierAddress: RestSupplier;
  Timezone: Timezone;
};

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
};

export type CategoryRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryRef'] = ResolversParentTypes['CategoryRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isoCode?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phonecode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timezones?: Resolver<Array<ResolversTypes['Timezone']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface EmailAddressScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EmailAddress'], any> {
  name: 'EmailAddress';
}

export type GroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = {
  category?: Resolver<ResolversTypes['CategoryRef'], ParentType, ContextType>;
  currentLevel?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountedPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['GroupDocument']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['PriceLevel']>, ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  nextLevel?: Resolver<Maybe<ResolversTypes['NextPriceLevel']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantityBooked?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GroupStatus'], ParentType, ContextType>;
  supplier?: Resolver<ResolversTypes['SupplierAddress'], ParentType, ContextType>;
  unitsLeft?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
};

export type GroupCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupCard'] = ResolversParentTypes['GroupCard']> = {
  discountedPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantityBooked?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GroupStatus'], ParentType, ContextType>;
};

export type GroupDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupDocument'] = ResolversParentTypes['GroupDocument']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GroupPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GroupPage'] = ResolversParentTypes['GroupPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['GroupCard']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
};

export type NextPriceLevelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NextPriceLevel'] = ResolversParentTypes['NextPriceLevel']> = {
  quantityLevel?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitsNeeded?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
};

export interface NonNegativeIntScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['NonNegativeInt'], any> {
  name: 'NonNegativeInt';
}

export interface PositiveIntScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PositiveInt'], any> {
  name: 'PositiveInt';
}

export interface PostalCodeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PostalCode'], any> {
  name: 'PostalCode';
}

export type PriceLevelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceLevel'] = ResolversParentTypes['PriceLevel']> = {
  fromQuantity?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  quantityLevel?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryCitiesArgs, 'countryCode' | 'stateCode'>>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  group?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<QueryGroupArgs, 'id'>>;
  groupNameSuggestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryGroupNameSuggestionsArgs, 'text'>>;
  groups?: Resolver<ResolversTypes['GroupPage'], ParentType, ContextType, RequireFields<QueryGroupsArgs, 'filter' | 'page' | 'pageSize'>>;
  session?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['State']>, ParentType, ContextType, RequireFields<QueryStatesArgs, 'countryCode'>>;
};

export type SessionUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionUser'] = ResolversParentTypes['SessionUser']> = {
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerType?: Resolver<ResolversTypes['CustomerType'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['EmailAddress'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['State'] = ResolversParentTypes['State']> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isoCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SupplierAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupplierAddress'] = ResolversParentTypes['SupplierAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TimezoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Timezone'] = ResolversParentTypes['Timezone']> = {
  abbreviation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gmtOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gmtOffsetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tzName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zoneName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Category?: CategoryResolvers<ContextType>;
  CategoryRef?: CategoryRefResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EmailAddress?: GraphQLScalarType;
  Group?: GroupResolvers<ContextType>;
  GroupCard?: GroupCardResolvers<ContextType>;
  GroupDocument?: GroupDocumentResolvers<ContextType>;
  GroupPage?: GroupPageResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NextPriceLevel?: NextPriceLevelResolvers<ContextType>;
  NonNegativeInt?: GraphQLScalarType;
  PositiveInt?: GraphQLScalarType;
  PostalCode?: GraphQLScalarType;
  PriceLevel?: PriceLevelResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SessionUser?: SessionUserResolvers<ContextType>;
  State?: StateResolvers<ContextType>;
  SupplierAddress?: SupplierAddressResolvers<ContextType>;
  Timezone?: TimezoneResolvers<ContextType>;
};

