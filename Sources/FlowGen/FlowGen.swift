// FlowGen: model → template contexts → rendered files → output plan → writer.
