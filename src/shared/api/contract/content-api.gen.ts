// Generated from openapi/content-api.yaml by `npm run gen:api-types` (openapi-typescript). Do not edit by hand.
/* eslint-disable @typescript-eslint/consistent-type-definitions -- openapi-typescript writes `operations` as an interface */
export type paths = {
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness check */
        get: operations["contentHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/site/buttons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Call-to-action buttons */
        get: operations["siteButtons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/site/components": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Page components (navbar, sections, footer) and their styles */
        get: operations["siteComponents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/site/item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site items (sections, FAQ, testimonials, popup) */
        get: operations["siteItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/site/menu/all/{menuType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Menu entries of one menu type */
        get: operations["siteMenu"];
        put?: never;
        post?: never;
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
        CmsButton: {
            id: string;
            label: string;
            order: number;
            /** @description A section slug or a portal path. */
            target: string;
        };
        /** @description Only componentTypeName and order are required; missing styles fall back to the theme. */
        CmsComponent: {
            backgroundColor?: string | null;
            /** @description 'Navbar', 'Section' or 'Footer'. */
            componentTypeName: string;
            height?: string;
            id?: string;
            order: number;
            /** @description The section's slug (sections only). */
            slug?: string | null;
            width?: string;
        };
        /** @description Only title, slug and order are required; the portal tolerates the rest missing. */
        CmsItem: {
            /** @description Plain text; blank lines separate paragraphs. */
            body?: string | null;
            id?: string;
            /** @description Same-origin path or absolute URL of an image. */
            imageUrl?: string | null;
            order: number;
            /** @description The section (or popup) the item belongs to. */
            slug: string;
            /** @description Plain text. */
            subtitle?: string | null;
            title: string;
            /** @description 'Section', 'Popup'… */
            typeName?: string;
        };
        CmsMenuEntry: {
            id?: string;
            order: number;
            slug: string;
            title: string;
        };
        Error: {
            message: string;
        };
    };
    responses: {
        /** @description The `preview` header is missing. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The content service is down (silently ignored by the portal). */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The portal always asks for the preview content. */
        Preview: "true";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    contentHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": "Healthy";
                };
            };
            /** @description Down; the public site shows its unavailable message. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    siteButtons: {
        parameters: {
            query?: never;
            header: {
                /** @description The portal always asks for the preview content. */
                preview: components["parameters"]["Preview"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The buttons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsButton"][];
                };
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["Unavailable"];
        };
    };
    siteComponents: {
        parameters: {
            query?: never;
            header: {
                /** @description The portal always asks for the preview content. */
                preview: components["parameters"]["Preview"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The components. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsComponent"][];
                };
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["Unavailable"];
        };
    };
    siteItems: {
        parameters: {
            query?: never;
            header: {
                /** @description The portal always asks for the preview content. */
                preview: components["parameters"]["Preview"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The items. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsItem"][];
                };
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["Unavailable"];
        };
    };
    siteMenu: {
        parameters: {
            query?: never;
            header: {
                /** @description The portal always asks for the preview content. */
                preview: components["parameters"]["Preview"];
            };
            path: {
                /** @description Menu type id; the navbar is 0. Unknown types answer an empty list. */
                menuType: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The menu entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CmsMenuEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["Unavailable"];
        };
    };
}
