// Generated from openapi/product-api.yaml by `npm run gen:api-types` (openapi-typescript). Do not edit by hand.
/* eslint-disable @typescript-eslint/consistent-type-definitions -- openapi-typescript writes `operations` as an interface */
export type paths = {
    "/graphql": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * GraphQL endpoint (operation EconomicReport)
         * @description Errors come in the body with HTTP 200; the portal ignores them (error policy "all").
         */
        post: operations["graphql"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Account/economy-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's savings of a year, month by month, and each unit's
         * @description For 'Todas as unidades' in the economy report and the company's annual statement (decisions §11), in one call
         *     however many units the account has. `months` holds the year's closed months (before the current month in
         *     São Paulo; every month of a past year, none of a future one), each month's ACR, ACL and savings summed over
         *     the account's units (each unit's month as `find-economic-report` answers it; added in cents). `units` has one
         *     line per unit, in the account's order, with its sums over the same months (zero for a unit without a supply
         *     contract, which has no report). The units add up to the months, to the cent.
         */
        get: operations["economySummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Account/find-economic-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Daily consumption of a month and the year's savings of one unit */
        post: operations["findEconomicReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/my-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["myAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Account/my-contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Contracts of one of the user's consumption units */
        post: operations["myContracts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Account/my-invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The account's monthly invoices, or one unit's, newest first
         * @description Each unit's invoices come newest first, unit after unit. With `physicalAssetId`, only that unit's
         *     invoices (the portal asks this way, so a chain with hundreds of units never downloads every store's
         *     invoices). Without it, the whole account's; past 1,000 invoices that list leaves the files out
         *     (`fileNFeBase64` and `fileBoletoBase64` empty): a unit's list carries them.
         */
        get: operations["myInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Account/my-units-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every consumption unit of the account with its open amount, overdue count, next due date and savings
         * @description One row per unit, in the account's order, for 'Todas as unidades'. The figures agree with the unit's own
         *     invoices (`my-invoices?physicalAssetId=`) and economy report: `openAmount` adds the open and overdue
         *     invoices, `nextDueDate` is the earliest due date of an unpaid invoice that is not yet past, and
         *     `savingsYear` adds ACR − ACL over this year's closed months.
         */
        get: operations["myUnitsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/account/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account (no screen uses it yet) */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Auth/first-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for the activation link of a document without an account */
        post: operations["firstAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password-reset link
         * @description The same answer whether or not the e-mail has an account (no account enumeration).
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with CPF/CNPJ and password
         * @description Five wrong passwords in a row for one document (however it is masked) lock it for 15 minutes from the fifth:
         *     every try then answers 429 with `Retry-After`, the right password too. The count is cleared by a success and
         *     forgotten 15 minutes after the last wrong try. For an account whose e-mail code step is locked (see
         *     `verifyMfa`), the right password answers 429 with `Retry-After` and no code is sent.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session the bearer token names, and clear the refresh cookie
         * @description Ends the session named by the bearer token's `sid` claim. The token may have expired (a customer whose token
         *     just expired still signs out), but its signature must be this server's: a token it did not sign ends nothing.
         *     The answer is the same either way, as for a token revocation (RFC 7009 §2.2), and always clears the cookie
         *     (the cookie itself never reaches this path).
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Auth/mfa/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the e-mail code again
         * @description Asked again within 60 seconds of the last send, or while the code step is locked, it answers 429 with `Retry-After`.
         */
        post: operations["resendMfaCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Auth/mfa/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the e-mail code after the password step
         * @description The code is valid for 10 minutes after its send. Five wrong codes for one account end the step: the fifth
         *     answers 429, and for 15 minutes from it every code, the right one too, answers 429 with `Retry-After`. The
         *     count is per account: a new password step does not restart it. It is cleared by a success and forgotten 15
         *     minutes after the last wrong code.
         */
        post: operations["verifyMfa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new access token, and a new refresh cookie, for the session in the refresh cookie
         * @description No body. Only the `aurora_refresh` cookie counts: a bearer token, valid or expired, refreshes nothing.
         *     - **Rotation**: each success answers a new access token and sets a new cookie value; the value sent is spent.
         *     - **Reuse detection**: a spent value sent again answers 401 and ends the whole session (its newest cookie
         *       value and every access token of it stop working), since the customer or a thief holds a copy.
         *       Two refreshes with one value, from two tabs or a retry, count as a replay: a client refreshes once per
         *       value across its tabs.
         *     - A value the server never issued answers 401 and ends nothing.
         *     - A session lives 30 days after its last refresh; a refused refresh (an ended, expired or replayed session,
         *       or the `refresh-fails` scenario) ends it on the server.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the code of the reset link */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Energy/demand-contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A unit's demand contract with the distributor and its tariffs
         * @description The contracted demand and its tolerance (ANEEL REN 1000/2021: over 105 % of it, the whole excess is billed
         *     at twice the demand tariff), the peak hours, the demand tariff (R$/kW) and the reactive tariff (R$/kWh of
         *     excess reactive energy, billed for the hours with a power factor under 0,92), and the unit's measured days
         *     (`measuredFrom` to `measuredUntil`), which bound the periods a screen offers.
         */
        get: operations["energyDemandContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Energy/energy-contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The terms of a unit's energy contract in force, or none
         * @description The supply contract in force today (its code and dates as `my-contracts` lists them) with its energy terms:
         *     the seasonalised MWmédio of every month of its validity, the flexibility, the price and the exposure price.
         *     The month's contracted volume is MWmédio × the month's hours; the band is that volume ± the flexibility.
         *     `contract` is null for a unit with no contract in force.
         */
        get: operations["energyContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Energy/measurements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A unit's measurements for a period, aggregated at 15 minutes, 1 hour or 1 day
         * @description Columnar: bucket `i` starts at `start` + i × `stepMinutes` (`start` is `from` at 00:00 in São Paulo). The
         *     buckets run from `from` to the end of the earlier of `to` and `measuredUntil`: nothing after the last measured
         *     day (an empty period answers empty arrays). In each bucket kWh and kvarh are the sums of its 15-minute
         *     intervals (three decimals at most) and `maxKw` is the highest 15-minute demand inside it (4 × the interval's
         *     kWh), so a peak survives any zoom; at 15 minutes `maxKw[i]` is 4 × `kwh[i]`. A day's 15-minute kWh add up to
         *     that day's value in the daily consumption report. Periods: `15m` up to 62 days, `1h` up to 400, `1d` up to 800
         *     (both ends included); a longer period, `from` after `to`, or `from` before the first measured day answers 400.
         */
        get: operations["energyMeasurements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Operation/download-contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The contract's file
         * @description The portal takes the file extension from the answer's Content-Type.
         */
        post: operations["downloadContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        Address: {
            city: string;
            neighborhood: string;
            number: string;
            state: string;
            street: string;
            zipcode?: string;
        };
        /**
         * @description The month's projection against the band: inside ('Dentro da faixa'), above the ceiling, below the floor.
         * @enum {string}
         */
        BandPosition: "inside" | "above" | "below";
        Contract: {
            /** @description The supply address; when missing or null the portal shows the account's address. */
            address?: components["schemas"]["Address"] | null;
            code: string;
            counterPartyName: string;
            /** Format: date */
            endDate: string;
            id: string;
            partyProfileAcronym: string;
            /** Format: date */
            startDate: string;
        };
        DailyConsumption: {
            /** @description kWh */
            consumed: number;
            day: number;
        };
        DemandContract: {
            /** @description Contracted demand (kW). */
            contractedKw: number;
            /** @description R$/kW. */
            demandTariff: number;
            /**
             * Format: date
             * @description The unit's first measured day: the measurements call answers 400 before it.
             */
            measuredFrom: string;
            /**
             * Format: date
             * @description The last measured day.
             */
            measuredUntil: string;
            /** @description The distributor's peak hours (São Paulo). */
            peakHours: {
                /** @description 'HH:MM' */
                end: string;
                /** @description 'HH:MM' */
                start: string;
            };
            physicalAssetId: string;
            /** @description R$/kWh of excess reactive energy. */
            reactiveTariff: number;
            /** @description Share over the contracted demand not charged (0.05: 105 %). */
            tolerance: number;
        };
        /** @description CPF (11 digits) or CNPJ (14 characters, alphanumeric since 2026), with or without mask punctuation. */
        Document: string;
        EconomicReport: {
            companyId: string;
            energyBalance: {
                dailyConsumptionChart: components["schemas"]["DailyConsumption"][];
            };
            yearlyEconomyChart: components["schemas"]["YearlyEconomy"][];
        };
        EconomicReportRequest: {
            assetId: string;
            month: number;
            year: number;
        };
        EconomySummary: {
            /** @description The closed months in order, summed over the units. */
            months: components["schemas"]["YearlyEconomy"][];
            units: components["schemas"]["UnitEconomy"][];
            year: number;
        };
        EnergyContract: {
            /** @description The contract in force, or null. */
            contract: components["schemas"]["EnergyContractTerms"] | null;
            /**
             * Format: date
             * @description The last measured day.
             */
            measuredUntil: string;
            physicalAssetId: string;
        };
        EnergyContractTerms: {
            code: string;
            /** @description R$/MWh of the energy consumed above the ceiling. */
            exposurePrice: number;
            /** @description The band around the volume (0.1: ± 10 %). */
            flexibility: number;
            /** @description Every month of the validity, in order. */
            months: {
                /** @description Seasonalised average power (MWmédio). */
                averageMw: number;
                /** @description 'YYYY-MM' */
                month: string;
            }[];
            /** @description R$/MWh of the contracted energy; below the floor, the floor is paid. */
            price: number;
            /** Format: date */
            validFrom: string;
            /** Format: date */
            validTo: string;
        };
        /** @description Every error body (spec §8). */
        Error: {
            message: string;
        };
        GraphqlRequest: {
            operationName?: string;
            query: string;
            variables?: Record<string, never>;
        };
        GraphqlResult: {
            data?: {
                economicReport?: {
                    assetId?: string | null;
                    companyId?: string | null;
                    month?: number | null;
                    year?: number | null;
                } | null;
            } | null;
            errors?: {
                message: string;
            }[];
        };
        Invoice: {
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date
             * @description Payment date; null while unpaid.
             */
            dataPagamento?: string | null;
            /**
             * Format: byte
             * @description Boleto file (PDF or PNG); empty when missing.
             */
            fileBoletoBase64: string;
            /**
             * Format: byte
             * @description Nota fiscal file; empty when missing.
             */
            fileNFeBase64: string;
            id: string;
            /** @description FEBRABAN typeable line (47 digits). */
            linhaDigitavel?: string;
            /** @description Closing month. */
            mesFechamento: number;
            /** @description The consumption unit billed. */
            physicalAssetId?: string;
            /** @description PIX EMV payload with its CRC16. */
            pixCopiaECola?: string;
            /** @description Amount in BRL. */
            valor?: number;
            /**
             * Format: date
             * @description Due date.
             */
            vencimento?: string;
        };
        /**
         * @description 'Manter conectado': true asks for the refresh cookie (a session that outlives its access token).
         * @default false
         */
        KeepConnected: boolean;
        /** @enum {string} */
        MeasurementResolution: "15m" | "1h" | "1d";
        Measurements: {
            /** Format: date */
            from: string;
            /** @description Reactive energy of each bucket (kvarh). */
            kvarh: number[];
            /** @description Active energy of each bucket (kWh). */
            kwh: number[];
            /** @description The highest 15-minute demand inside each bucket (kW). */
            maxKw: number[];
            /**
             * Format: date
             * @description The last measured day (yesterday in São Paulo).
             */
            measuredUntil: string;
            physicalAssetId: string;
            resolution: components["schemas"]["MeasurementResolution"];
            /**
             * Format: date-time
             * @description Bucket 0's start: `from` at 00:00:00-03:00.
             */
            start: string;
            /**
             * @description The buckets' width: 15, 60 or 1440 minutes.
             * @enum {integer}
             */
            stepMinutes: 15 | 60 | 1440;
            /** Format: date */
            to: string;
        };
        Message: {
            message: string;
        };
        MfaChallenge: {
            /** Format: email */
            email: string;
            /** @constant */
            mfaRequired: true;
        };
        /** @description At least 8 characters with a letter and a digit. */
        NewPassword: string;
        PhysicalAsset: {
            id: string;
            name: string;
        };
        /** @description A Set-Cookie line of `aurora_refresh` with its value and the attributes the contract requires, in any order. */
        RefreshCookieLine: string;
        RefreshedToken: {
            token: string;
        };
        /** @enum {string} */
        Role: "customer" | "manager";
        Session: {
            /** @description JWT-shaped access token with `exp`. */
            token: string;
            user: components["schemas"]["User"];
        };
        SignedIn: components["schemas"]["Session"] & {
            /** @constant */
            mfaRequired: false;
        };
        UnitEconomy: {
            /** @description The unit's cost in the free market over the months (BRL). */
            acl: number;
            /** @description The unit's cost in the regulated market over the months (BRL). */
            acr: number;
            name: string;
            physicalAssetId: string;
            /** @description Savings: acr − acl (BRL). */
            result: number;
        };
        UnitSummary: {
            /**
             * @description How many of the unit's risks carry money: a demand overrun beyond tolerance (the last closed month or the
             *     month the position shows), a position above or below the band, hours with a power factor under 0,92 (the
             *     month the position shows).
             */
            alertCount: number;
            city: string;
            /** @description The contracted demand (kW). */
            contractedKw: number;
            /** @description The last closed month's highest 15-minute demand (kW, one decimal). */
            demandMaxKw: number;
            name: string;
            /**
             * Format: date
             * @description The next due date, or null when nothing is due.
             */
            nextDueDate: string | null;
            /** @description BRL still to pay: open and overdue invoices. */
            openAmount: number;
            /** @description BRL of the invoices past their due date (decisions §11 'Vencido'). */
            overdueAmount: number;
            /** @description Invoices past their due date. */
            overdueCount: number;
            physicalAssetId: string;
            /**
             * @description This month's projection against its contract band; on the 1st, before any measurement of the month, the
             *     last month closed. Null without an energy contract.
             */
            position: components["schemas"]["BandPosition"] | null;
            /** @description ACR − ACL over last year's months, all closed (BRL; decisions §11 'Economia em <ano anterior>'). */
            savingsLastYear: number;
            /** @description ACR − ACL over this year's closed months (BRL). */
            savingsYear: number;
            uf: string;
        };
        User: {
            address: components["schemas"]["Address"];
            /** @description The document without mask punctuation. */
            cnpj: string;
            displayName: string;
            email: string;
            id: string;
            photoURL: string | null;
            physicalAssets: components["schemas"]["PhysicalAsset"][];
            role: components["schemas"]["Role"];
        };
        YearlyEconomy: {
            /** @description Cost in the free market (BRL). */
            acl: number;
            /** @description Cost in the regulated market (BRL). */
            acr: number;
            /** @description 'YYYY-MM' */
            reference: string;
            /** @description Savings: acr − acl (BRL). */
            result: number;
        };
    };
    responses: {
        /** @description The body or a header is missing or invalid (the message says which field). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Already exists; the portal shows this message as it is (spec §8). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The unit or document belongs to another account. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Done; a message for the customer. */
        Message: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Message"];
            };
        };
        /** @description No such file for this account (the portal shows 'Arquivo não encontrado'). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Internal error; the portal shows its own message for 500. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Rate limited or locked out; the portal shows 'Tente novamente mais tarde.' */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Wrong client key, wrong credentials or code, or an expired/ended session. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No consumption unit has this id. */
        UnitNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description One of the account's consumption units; another account's unit answers 403, an unknown one 404. */
        PhysicalAssetId: string;
    };
    requestBodies: {
        DownloadContract: {
            content: {
                "application/json": {
                    contractId: string;
                };
            };
        };
        EconomicReport: {
            content: {
                "application/json": components["schemas"]["EconomicReportRequest"];
            };
        };
        EmailOnly: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        FirstAccess: {
            content: {
                "application/json": {
                    cnpj: components["schemas"]["Document"];
                    /** Format: email */
                    email: string;
                };
            };
        };
        ForgotPassword: {
            content: {
                "application/json": {
                    /** Format: email */
                    Email: string;
                };
            };
        };
        Login: {
            content: {
                "application/json": {
                    cnpj: components["schemas"]["Document"];
                    keepConnected?: components["schemas"]["KeepConnected"];
                    password: string;
                };
            };
        };
        Logout: {
            content: {
                "application/json": {
                    email?: string;
                };
            };
        };
        MfaVerify: {
            content: {
                "application/json": {
                    code: string;
                    /** Format: email */
                    email: string;
                    keepConnected?: components["schemas"]["KeepConnected"];
                };
            };
        };
        MyContracts: {
            content: {
                "application/json": {
                    physicalAssetId: string;
                };
            };
        };
        Register: {
            content: {
                "application/json": {
                    cnpj: components["schemas"]["Document"];
                    /** Format: email */
                    email?: string;
                    firstName: string;
                    lastName: string;
                    password: components["schemas"]["NewPassword"];
                };
            };
        };
        ResetPassword: {
            content: {
                "application/json": {
                    code: string;
                    /** Format: email */
                    email: string;
                    password: components["schemas"]["NewPassword"];
                };
            };
        };
    };
    headers: {
        /** @description The refresh cookie cleared (empty value, Max-Age=0); always on logout and on a refused refresh. */
        ClearedRefreshCookie: string;
        /** @description The refresh cookie; only when the body asked `keepConnected: true`. */
        NewRefreshCookie: components["schemas"]["RefreshCookieLine"];
        /** @description Whole seconds to wait before trying again. */
        RetryAfter: number;
        /** @description The refresh cookie's next value (the one sent is spent). */
        RotatedRefreshCookie: components["schemas"]["RefreshCookieLine"];
    };
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    graphql: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GraphqlRequest"];
            };
        };
        responses: {
            /** @description GraphQL result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GraphqlResult"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    economySummary: {
        parameters: {
            query: {
                /** @description The calendar year (1900-2099). */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The year's months and units (empty months for a year with none closed). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EconomySummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    findEconomicReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["EconomicReport"];
        responses: {
            /** @description The report (empty charts for a unit without a supply contract). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EconomicReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    myAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    myContracts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MyContracts"];
        responses: {
            /** @description The unit's contracts (an empty list when it has none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contracts: components["schemas"]["Contract"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    myInvoices: {
        parameters: {
            query?: {
                /** @description One of the account's consumption units; another account's unit answers 403. */
                physicalAssetId?: string;
            };
            header: {
                /** @description The account's CPF or CNPJ (mask punctuation allowed). */
                cnpj: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoices (an empty list when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    myUnitsSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The units (an empty list for an account without units). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        units: components["schemas"]["UnitSummary"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Register"];
        responses: {
            /** @description Account created and signed in (without a refresh cookie); token and user at the top level. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    firstAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["FirstAccess"];
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ForgotPassword"];
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Login"];
        responses: {
            /**
             * @description Signed in, or an e-mail code is required first. Signed in with `keepConnected: true`, the answer sets
             *     the refresh cookie; otherwise it sets no cookie.
             */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["NewRefreshCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MfaChallenge"] | components["schemas"]["SignedIn"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Logout"];
        responses: {
            /** @description Session ended; the refresh cookie is cleared (Max-Age=0). */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["ClearedRefreshCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    resendMfaCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["EmailOnly"];
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    verifyMfa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MfaVerify"];
        responses: {
            /** @description Signed in. With `keepConnected: true` the answer sets the refresh cookie; otherwise no cookie. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["NewRefreshCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A fresh access token; the cookie now holds the next value. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["RotatedRefreshCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefreshedToken"];
                };
            };
            /** @description No live session for this cookie (none sent, never issued, spent, ended or expired); the cookie is cleared. */
            401: {
                headers: {
                    "Set-Cookie": components["headers"]["ClearedRefreshCookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ResetPassword"];
        responses: {
            200: components["responses"]["Message"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    energyDemandContract: {
        parameters: {
            query: {
                /** @description One of the account's consumption units; another account's unit answers 403, an unknown one 404. */
                physicalAssetId: components["parameters"]["PhysicalAssetId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The demand contract. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DemandContract"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnitNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    energyContract: {
        parameters: {
            query: {
                /** @description One of the account's consumption units; another account's unit answers 403, an unknown one 404. */
                physicalAssetId: components["parameters"]["PhysicalAssetId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The energy contract, or `contract` null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnergyContract"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnitNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    energyMeasurements: {
        parameters: {
            query: {
                /** @description The period's first day (São Paulo). */
                from: string;
                /** @description One of the account's consumption units; another account's unit answers 403, an unknown one 404. */
                physicalAssetId: components["parameters"]["PhysicalAssetId"];
                /** @description The buckets' width. */
                resolution: components["schemas"]["MeasurementResolution"];
                /** @description The period's last day, included (São Paulo); may lie after the last measured day. */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period's buckets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Measurements"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["UnitNotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    downloadContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DownloadContract"];
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
}
