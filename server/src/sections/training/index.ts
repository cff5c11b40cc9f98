/** What the training section offers other sections: nothing yet (its portal face is declared on its definitions). */
export {};
