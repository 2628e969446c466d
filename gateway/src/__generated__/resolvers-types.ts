import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RestCategory, RestGroupListItem, RestLoginAnswer, RestSessionUser } from '../rest/rest-types';
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

/** The kind of customer account. */
export type CustomerType =
  /** A company; may claim tax exemption with documents. */
  | 'BUSINESS'
  /** A private person. */
  | 'INDIVIDUAL';

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

/** Read operations of the shop. */
export type Query = {
  __typename?: 'Query';
  /** The category tree: top-level categories with their sub-categories. */
  categories: Array<Category>;
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
};


/** Read operations of the shop. */
export type QueryGroupsArgs = {
  filter: GroupFilter;
  page?: Scalars['NonNegativeInt']['input'];
  pageSize?: Scalars['PositiveInt']['input'];
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
  CustomerType: CustomerType;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  EmailAddress: ResolverTypeWrapper<Scalars['EmailAddress']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GroupCard: ResolverTypeWrapper<RestGroupListItem>;
  GroupFilter: GroupFilter;
  GroupPage: ResolverTypeWrapper<Omit<GroupPage, 'items'> & { items: Array<ResolversTypes['GroupCard']> }>;
  GroupStatus: GroupStatus;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  LoginPayload: ResolverTypeWrapper<RestLoginAnswer>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NonNegativeInt: ResolverTypeWrapper<Scalars['NonNegativeInt']['output']>;
  PositiveInt: ResolverTypeWrapper<Scalars['PositiveInt']['output']>;
  PostalCode: ResolverTypeWrapper<Scalars['PostalCode']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SessionUser: ResolverTypeWrapper<RestSessionUser>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  Category: RestCategory;
  DateTime: Scalars['DateTime']['output'];
  EmailAddress: Scalars['EmailAddress']['output'];
  Float: Scalars['Float']['output'];
  GroupCard: RestGroupListItem;
  GroupFilter: GroupFilter;
  GroupPage: Omit<GroupPage, 'items'> & { items: Array<ResolversParentTypes['GroupCard']> };
  ID: Scalars['ID']['output'];
  LoginPayload: RestLoginAnswer;
  Mutation: Record<PropertyKey, never>;
  NonNegativeInt: Scalars['NonNegativeInt']['output'];
  PositiveInt: Scalars['PositiveInt']['output'];
  PostalCode: Scalars['PostalCode']['output'];
  Query: Record<PropertyKey, never>;
  SessionUser: RestSessionUser;
  String: Scalars['String']['output'];
};

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface EmailAddressScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['EmailAddress'], any> {
  name: 'EmailAddress';
}

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

export interface NonNegativeIntScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['NonNegativeInt'], any> {
  name: 'NonNegativeInt';
}

export interface PositiveIntScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PositiveInt'], any> {
  name: 'PositiveInt';
}

export interface PostalCodeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PostalCode'], any> {
  name: 'PostalCode';
}

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  groups?: Resolver<ResolversTypes['GroupPage'], ParentType, ContextType, RequireFields<QueryGroupsArgs, 'filter' | 'page' | 'pageSize'>>;
  session?: Resolver<ResolversTypes['SessionUser'], ParentType, ContextType>;
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

export type Resolvers<ContextType = GatewayContext> = {
  Category?: CategoryResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  EmailAddress?: GraphQLScalarType;
  GroupCard?: GroupCardResolvers<ContextType>;
  GroupPage?: GroupPageResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NonNegativeInt?: GraphQLScalarType;
  PositiveInt?: GraphQLScalarType;
  PostalCode?: GraphQLScalarType;
  Query?: QueryResolvers<ContextType>;
  SessionUser?: SessionUserResolvers<ContextType>;
};

